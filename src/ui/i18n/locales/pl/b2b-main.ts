/** Polish (pl): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Zarejestruj się lub zaloguj',
  'b2b.main.continue': 'Dalej',
  'b2b.main.invalidEmail': 'Nieprawidłowy format adresu e-mail.',
  'b2b.main.or': 'lub',
  'b2b.main.sso': 'Użyj logowania jednokrotnego',
  'b2b.main.password': 'Użyj hasła',
  'b2b.main.signingIn': 'Logowanie…',
  'b2b.signedIn.title': 'Gotowe!',
  'b2b.signedIn.body': 'Logowanie się powiodło.',
  'b2b.signedIn.bodyWithOrganization': 'Zalogowano do organizacji {organization}.',
  'b2b.primaryRequired.title': 'Wymagana jest inna metoda logowania',
  'b2b.primaryRequired.body': 'Organizacja {organization} wymaga logowania inną metodą. Wróć i wybierz jedną z dozwolonych.',
  'b2b.primaryRequired.goBack': 'Wróć',
};

export default texts;
