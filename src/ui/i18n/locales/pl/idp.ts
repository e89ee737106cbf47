/** Polish (pl): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Zaloguj się do {clientName} przez {projectName}',
  'idp.titleCustomScopes': '{clientName} prosi o dostęp do Twojego konta {projectName}',
  'idp.permissionsStandard': 'Zezwól aplikacji {clientName} na:',
  'idp.permissionsCustom': '{clientName} prosi o zgodę na:',
  'idp.ungrantableNotice': 'Nie masz uprawnień, aby przyznać aplikacji {clientName} dostęp do niektórych żądanych zakresów.',
  'idp.ungrantableList': 'Nie możesz zezwolić aplikacji {clientName} na:',
  'idp.fallbackClientName': 'Aplikacja',
  'idp.clientLogo': 'Logo {clientName}',
  'idp.allow': 'Zezwól',
  'idp.deny': 'Odmów',
  'idp.loading': 'Wczytywanie…',
  'idp.missingParameter': 'Brak wymaganego parametru: {param}. Skontaktuj się z twórcą aplikacji.',
  'idp.successTitle': 'Gotowe!',
  'idp.successBody': 'Zalogowano Cię do {clientName}. Możesz zamknąć tę stronę.',
  'idp.redirecting': 'Wracasz do {clientName}…',
  'idp.redirectNotRequested': 'Nie udało się zrealizować tej prośby: adres powrotny nie jest tym, o który prosiła aplikacja. Skontaktuj się z twórcą aplikacji.',
  'idp.scope.openid': 'Potwierdzenie Twojej tożsamości',
  'idp.scope.openid.detail': 'Wyświetlanie informacji zapisanych na Twoim koncie',
  'idp.scope.personalProfile': 'Wyświetlanie informacji z Twojego profilu',
  'idp.scope.profile.detail': 'Imię i nazwisko, zdjęcie profilowe i język',
  'idp.scope.email.detail': 'Twój adres e-mail',
  'idp.scope.phone.detail': 'Twój numer telefonu',
  'idp.scope.offline_access': 'Utrzymanie dostępu do Twoich danych, nawet gdy nie korzystasz aktywnie z aplikacji',
  'idp.scope.full_access': 'Pełny dostęp do Twojego konta',
  'idp.scope.custom': 'Użycie zakresu {scope}',
  'idp.logoutTitle': 'Wylogować się?',
  'idp.logoutBody': 'Czy na pewno chcesz wylogować się z konta {projectName}?',
  'idp.yes': 'Tak',
  'idp.no': 'Nie',
  'idp.logoutDeniedTitle': 'Sesja jest nadal aktywna',
  'idp.logoutDenied': 'Nie wylogowano Cię. Możesz zamknąć tę stronę.',
};

export default texts;
