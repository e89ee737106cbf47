/** Danish (da): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Finder din organisation…',
  'b2b.organization.notFound.title': 'Vi kunne ikke finde din organisation',
  'b2b.organization.notFound.body': 'Der findes ingen organisation med adressen “{slug}”. Tjek det link, du fulgte, eller bed din administrator om linket.',
  'b2b.organization.notFound.noSlug': 'Denne side angiver ikke nogen organisation. Brug det link, du har fået af din administrator.',
  'b2b.organization.loadFailed.retry': 'Prøv igen',
  'b2b.organization.title': 'Fortsæt til {organization}',
  'b2b.organization.sso': 'Fortsæt med {connection}',
  'b2b.organization.continue': 'Fortsæt',
  'b2b.organization.invalidEmail': 'E-mailadressens format er ugyldigt.',
  'b2b.organization.or': 'eller',
  'b2b.organization.password': 'Brug en adgangskode i stedet',
  'b2b.organization.noMethods': '{organization} tillader ingen af loginmetoderne på denne side. Kontakt din administrator.',
};

export default texts;
