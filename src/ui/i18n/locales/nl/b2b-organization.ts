/** Dutch (nl): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Je organisatie zoeken…',
  'b2b.organization.notFound.title': 'We kunnen je organisatie niet vinden',
  'b2b.organization.notFound.body': 'Er is geen organisatie met het adres “{slug}”. Controleer de link die je hebt gevolgd of vraag je beheerder om de juiste link.',
  'b2b.organization.notFound.noSlug': 'Op deze pagina staat geen organisatie vermeld. Gebruik de link die je van je beheerder hebt gekregen.',
  'b2b.organization.loadFailed.retry': 'Opnieuw proberen',
  'b2b.organization.title': 'Doorgaan naar {organization}',
  'b2b.organization.sso': 'Doorgaan met {connection}',
  'b2b.organization.continue': 'Doorgaan',
  'b2b.organization.invalidEmail': 'De opmaak van het e-mailadres is ongeldig.',
  'b2b.organization.or': 'of',
  'b2b.organization.password': 'Liever een wachtwoord gebruiken',
  'b2b.organization.noMethods': '{organization} staat geen van de inlogmethoden op deze pagina toe. Neem contact op met je beheerder.',
};

export default texts;
