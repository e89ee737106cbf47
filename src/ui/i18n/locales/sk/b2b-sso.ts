/** Slovak (sk): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Ak chcete pokračovať, zadajte e-mail',
  'b2b.sso.connectionsTitle': 'Ak chcete pokračovať, vyberte pripojenie',
  'b2b.sso.organizationTitle': 'Pokračovať do organizácie {organization}',
  'b2b.sso.continueWith': 'Pokračovať cez {name}',
  'b2b.sso.noConnections': 'Táto organizácia zatiaľ nemá žiadne pripojenie jednotného prihlásenia. Skúste iný spôsob.',
  'b2b.sso.fallbackTitle': 'Ľutujeme, nenašli sa žiadne pripojenia',
  'b2b.sso.fallbackBody': 'Ak chcete pokračovať, zadajte jedinečný identifikátor organizácie. Ak ho nepoznáte, prihláste sa iným spôsobom a zobrazte si všetky dostupné organizácie.',
  'b2b.sso.slugField': 'Identifikátor organizácie',
  'b2b.sso.slugRequired': 'Zadajte identifikátor organizácie.',
  'b2b.sso.orgNotFound': 'Organizácia sa nenašla. Skúste to znova.',
  'b2b.sso.landingFailedTitle': 'Nepodarilo sa vás prihlásiť',
  'b2b.sso.tryAnotherMethod': 'Skúsiť iný spôsob',
  'b2b.sso.redirecting': 'Presmerúvame vás na {name}…',
  'b2b.sso.signingIn': 'Prihlasuje sa…',
};

export default texts;
