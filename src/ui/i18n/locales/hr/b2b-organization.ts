/** Croatian (hr): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Tražimo vašu organizaciju…',
  'b2b.organization.notFound.title': 'Nismo pronašli vašu organizaciju',
  'b2b.organization.notFound.body': 'Nijedna organizacija nema adresu „{slug}”. Provjerite poveznicu koju ste otvorili ili je zatražite od administratora.',
  'b2b.organization.notFound.noSlug': 'Na ovoj stranici nije navedena organizacija. Upotrijebite poveznicu koju vam je dao administrator.',
  'b2b.organization.loadFailed.retry': 'Pokušaj ponovno',
  'b2b.organization.title': 'Nastavi u organizaciju {organization}',
  'b2b.organization.sso': 'Nastavi putem veze {connection}',
  'b2b.organization.continue': 'Nastavi',
  'b2b.organization.invalidEmail': 'Format adrese e-pošte nije valjan.',
  'b2b.organization.or': 'ili',
  'b2b.organization.password': 'Radije upotrijebi zaporku',
  'b2b.organization.noMethods': 'Organizacija {organization} ne dopušta nijedan način prijave s ove stranice. Obratite se administratoru.',
};

export default texts;
