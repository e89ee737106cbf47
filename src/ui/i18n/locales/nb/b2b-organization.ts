/** Norwegian Bokmål (nb): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Finner organisasjonen din …',
  'b2b.organization.notFound.title': 'Vi fant ikke organisasjonen din',
  'b2b.organization.notFound.body': 'Ingen organisasjon har adressen «{slug}». Sjekk lenken du fulgte, eller be administratoren din om den.',
  'b2b.organization.notFound.noSlug': 'Denne siden angir ingen organisasjon. Bruk lenken du fikk av administratoren din.',
  'b2b.organization.loadFailed.retry': 'Prøv igjen',
  'b2b.organization.title': 'Fortsett til {organization}',
  'b2b.organization.sso': 'Fortsett med {connection}',
  'b2b.organization.continue': 'Fortsett',
  'b2b.organization.invalidEmail': 'Formatet på e-postadressen er ugyldig.',
  'b2b.organization.or': 'eller',
  'b2b.organization.password': 'Bruk et passord i stedet',
  'b2b.organization.noMethods': '{organization} tillater ingen av påloggingsmetodene på denne siden. Kontakt administratoren din.',
};

export default texts;
