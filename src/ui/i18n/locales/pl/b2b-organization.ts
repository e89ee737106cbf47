/** Polish (pl): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Szukanie Twojej organizacji…',
  'b2b.organization.notFound.title': 'Nie udało się znaleźć Twojej organizacji',
  'b2b.organization.notFound.body': 'Żadna organizacja nie ma adresu „{slug}”. Sprawdź link, z którego korzystasz, lub poproś o niego administratora.',
  'b2b.organization.notFound.noSlug': 'Ta strona nie wskazuje żadnej organizacji. Użyj linku otrzymanego od administratora.',
  'b2b.organization.loadFailed.retry': 'Spróbuj ponownie',
  'b2b.organization.title': 'Przejdź do organizacji {organization}',
  'b2b.organization.sso': 'Kontynuuj z {connection}',
  'b2b.organization.continue': 'Dalej',
  'b2b.organization.invalidEmail': 'Nieprawidłowy format adresu e-mail.',
  'b2b.organization.or': 'lub',
  'b2b.organization.password': 'Użyj hasła',
  'b2b.organization.noMethods': 'Organizacja {organization} nie zezwala na żadną z metod logowania na tej stronie. Skontaktuj się z administratorem.',
};

export default texts;
