/** Hungarian (hu): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'A folytatáshoz adja meg az e-mail-címét',
  'b2b.sso.connectionsTitle': 'A folytatáshoz válasszon kapcsolatot',
  'b2b.sso.organizationTitle': 'Tovább ide: {organization}',
  'b2b.sso.continueWith': 'Folytatás ezzel: {name}',
  'b2b.sso.noConnections': 'Ennek a szervezetnek még nincs egyszeri bejelentkezési (SSO-) kapcsolata. Próbáljon más módot.',
  'b2b.sso.fallbackTitle': 'Sajnos nem találtunk kapcsolatot',
  'b2b.sso.fallbackBody': 'A folytatáshoz adja meg a szervezet egyedi azonosítóját. Ha nem ismeri, jelentkezzen be más módon, hogy megtekinthesse az összes elérhető szervezetét.',
  'b2b.sso.slugField': 'Szervezet azonosítója',
  'b2b.sso.slugRequired': 'Adja meg a szervezet azonosítóját.',
  'b2b.sso.orgNotFound': 'A szervezet nem található. Próbálja újra.',
  'b2b.sso.landingFailedTitle': 'Nem sikerült bejelentkeztetni',
  'b2b.sso.tryAnotherMethod': 'Másik mód kipróbálása',
  'b2b.sso.redirecting': 'Átirányítás ide: {name}…',
  'b2b.sso.signingIn': 'Bejelentkezés…',
};

export default texts;
