/** Croatian (hr): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Unesite adresu e-pošte za nastavak',
  'b2b.sso.connectionsTitle': 'Odaberite vezu za nastavak',
  'b2b.sso.organizationTitle': 'Nastavi u organizaciju {organization}',
  'b2b.sso.continueWith': 'Nastavi putem veze {name}',
  'b2b.sso.noConnections': 'Ova organizacija još nema vezu za jedinstvenu prijavu. Pokušajte na drugi način.',
  'b2b.sso.fallbackTitle': 'Nažalost, nismo pronašli nijednu vezu',
  'b2b.sso.fallbackBody': 'Za nastavak unesite jedinstveni identifikator organizacije. Ako ga ne znate, prijavite se na drugi način kako biste vidjeli sve dostupne organizacije.',
  'b2b.sso.slugField': 'Identifikator organizacije',
  'b2b.sso.slugRequired': 'Unesite identifikator organizacije.',
  'b2b.sso.orgNotFound': 'Organizacija nije pronađena. Pokušajte ponovno.',
  'b2b.sso.landingFailedTitle': 'Prijava nije uspjela',
  'b2b.sso.tryAnotherMethod': 'Pokušaj na drugi način',
  'b2b.sso.redirecting': 'Preusmjeravanje na {name}…',
  'b2b.sso.signingIn': 'Prijava…',
};

export default texts;
