/** Slovenian (sl): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Za nadaljevanje vnesite e-poštni naslov',
  'b2b.sso.connectionsTitle': 'Za nadaljevanje izberite povezavo',
  'b2b.sso.organizationTitle': 'Nadaljuj v organizacijo {organization}',
  'b2b.sso.continueWith': 'Nadaljuj s povezavo {name}',
  'b2b.sso.noConnections': 'Ta organizacija še nima povezave za enotno prijavo. Poskusite z drugim načinom.',
  'b2b.sso.fallbackTitle': 'Žal nismo našli nobene povezave',
  'b2b.sso.fallbackBody': 'Za nadaljevanje vnesite enolični identifikator organizacije. Če ga ne poznate, se prijavite na drug način, da si ogledate vse organizacije, ki so vam na voljo.',
  'b2b.sso.slugField': 'Identifikator organizacije',
  'b2b.sso.slugRequired': 'Vnesite identifikator organizacije.',
  'b2b.sso.orgNotFound': 'Organizacije ni bilo mogoče najti. Poskusite znova.',
  'b2b.sso.landingFailedTitle': 'Prijava ni uspela',
  'b2b.sso.tryAnotherMethod': 'Poskusi na drug način',
  'b2b.sso.redirecting': 'Preusmerjanje na {name} …',
  'b2b.sso.signingIn': 'Prijavljanje …',
};

export default texts;
