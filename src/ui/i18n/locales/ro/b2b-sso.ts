/** Romanian (ro): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Introduceți adresa de e-mail pentru a continua',
  'b2b.sso.connectionsTitle': 'Selectați o conexiune pentru a continua',
  'b2b.sso.organizationTitle': 'Continuați către {organization}',
  'b2b.sso.continueWith': 'Continuați cu {name}',
  'b2b.sso.noConnections': 'Această organizație nu are încă nicio conexiune de conectare unică (SSO). Încercați altă metodă.',
  'b2b.sso.fallbackTitle': 'Ne pare rău, nu am găsit nicio conexiune',
  'b2b.sso.fallbackBody': 'Introduceți identificatorul URL unic al organizației pentru a continua. Dacă nu îl cunoașteți, conectați-vă prin altă metodă pentru a vedea toate organizațiile disponibile.',
  'b2b.sso.slugField': 'Identificatorul URL al organizației',
  'b2b.sso.slugRequired': 'Introduceți identificatorul URL al organizației.',
  'b2b.sso.orgNotFound': 'Organizația nu a fost găsită. Încercați din nou.',
  'b2b.sso.landingFailedTitle': 'Nu v-am putut conecta',
  'b2b.sso.tryAnotherMethod': 'Încercați altă metodă',
  'b2b.sso.redirecting': 'Se face redirecționarea către {name}…',
  'b2b.sso.signingIn': 'Se realizează conectarea…',
};

export default texts;
