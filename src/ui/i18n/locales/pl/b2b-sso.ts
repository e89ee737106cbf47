/** Polish (pl): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Podaj adres e-mail, aby kontynuować',
  'b2b.sso.connectionsTitle': 'Wybierz połączenie, aby kontynuować',
  'b2b.sso.organizationTitle': 'Przejdź do organizacji {organization}',
  'b2b.sso.continueWith': 'Kontynuuj z {name}',
  'b2b.sso.noConnections': 'Ta organizacja nie ma jeszcze połączenia logowania jednokrotnego (SSO). Wypróbuj inną metodę.',
  'b2b.sso.fallbackTitle': 'Niestety nie znaleźliśmy żadnych połączeń',
  'b2b.sso.fallbackBody': 'Aby kontynuować, wpisz unikalny identyfikator organizacji. Jeśli go nie znasz, zaloguj się inną metodą, aby zobaczyć wszystkie dostępne dla Ciebie organizacje.',
  'b2b.sso.slugField': 'Identyfikator organizacji',
  'b2b.sso.slugRequired': 'Wpisz identyfikator organizacji.',
  'b2b.sso.orgNotFound': 'Nie znaleziono organizacji. Spróbuj ponownie.',
  'b2b.sso.landingFailedTitle': 'Nie udało się zalogować',
  'b2b.sso.tryAnotherMethod': 'Wypróbuj inną metodę',
  'b2b.sso.redirecting': 'Przekierowywanie do {name}…',
  'b2b.sso.signingIn': 'Logowanie…',
};

export default texts;
