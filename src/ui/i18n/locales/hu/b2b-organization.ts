/** Hungarian (hu): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Szervezet keresése…',
  'b2b.organization.notFound.title': 'Nem találjuk a szervezetét',
  'b2b.organization.notFound.body': 'Egyetlen szervezetnek sincs ilyen címe: „{slug}”. Ellenőrizze a megnyitott linket, vagy kérje el a rendszergazdától.',
  'b2b.organization.notFound.noSlug': 'Ez az oldal nem nevez meg szervezetet. Használja a rendszergazdától kapott linket.',
  'b2b.organization.loadFailed.retry': 'Újrapróbálkozás',
  'b2b.organization.title': 'Tovább ide: {organization}',
  'b2b.organization.sso': 'Folytatás ezzel: {connection}',
  'b2b.organization.continue': 'Tovább',
  'b2b.organization.invalidEmail': 'Az e-mail-cím formátuma érvénytelen.',
  'b2b.organization.or': 'vagy',
  'b2b.organization.password': 'Inkább jelszót használok',
  'b2b.organization.noMethods': 'A(z) {organization} szervezet nem engedélyezi az oldalon elérhető bejelentkezési módok egyikét sem. Forduljon a rendszergazdához.',
};

export default texts;
