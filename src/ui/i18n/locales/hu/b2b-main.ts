/** Hungarian (hu): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Regisztráció vagy bejelentkezés',
  'b2b.main.continue': 'Tovább',
  'b2b.main.invalidEmail': 'Az e-mail-cím formátuma érvénytelen.',
  'b2b.main.or': 'vagy',
  'b2b.main.sso': 'Egyszeri bejelentkezés (SSO) használata',
  'b2b.main.password': 'Inkább jelszót használok',
  'b2b.main.signingIn': 'Bejelentkezés…',
  'b2b.signedIn.title': 'Sikerült!',
  'b2b.signedIn.body': 'Sikeresen bejelentkezett.',
  'b2b.signedIn.bodyWithOrganization': 'Sikeresen bejelentkezett ide: {organization}.',
  'b2b.primaryRequired.title': 'Más bejelentkezési mód szükséges',
  'b2b.primaryRequired.body': 'A(z) {organization} szervezet más bejelentkezési módot ír elő. Lépjen vissza, és válasszon egy engedélyezett módot.',
  'b2b.primaryRequired.goBack': 'Vissza',
};

export default texts;
