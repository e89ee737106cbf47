/** Bulgarian (bg): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Вход в {clientName} чрез {projectName}',
  'idp.titleCustomScopes': '{clientName} иска достъп до профила ви в {projectName}',
  'idp.permissionsStandard': 'Разрешаване на {clientName} да:',
  'idp.permissionsCustom': '{clientName} иска да:',
  'idp.ungrantableNotice': 'Нямате права да дадете на {clientName} достъп до някои от поисканите обхвати.',
  'idp.ungrantableList': 'Не можете да разрешите на {clientName} да:',
  'idp.fallbackClientName': 'Приложението',
  'idp.clientLogo': 'Лого на {clientName}',
  'idp.allow': 'Разрешаване',
  'idp.deny': 'Отказ',
  'idp.loading': 'Зареждане…',
  'idp.missingParameter': 'Липсва задължителен параметър: {param}. Свържете се с разработчика на приложението.',
  'idp.successTitle': 'Готово!',
  'idp.successBody': 'Влязохте в {clientName}. Можете да затворите тази страница.',
  'idp.redirecting': 'Връщане към {clientName}…',
  'idp.redirectNotRequested': 'Заявката не можа да бъде изпълнена: адресът за връщане не е този, който приложението поиска. Свържете се с разработчика на приложението.',
  'idp.scope.openid': 'Потвърждава самоличността ви',
  'idp.scope.openid.detail': 'Вижда информацията, съхранявана в профила ви',
  'idp.scope.personalProfile': 'Вижда информацията от личния ви профил',
  'idp.scope.profile.detail': 'Вашето име, профилна снимка и език',
  'idp.scope.email.detail': 'Вашият имейл адрес',
  'idp.scope.phone.detail': 'Вашият телефонен номер',
  'idp.scope.offline_access': 'Запазва достъпа до данните ви дори когато не използвате активно приложението',
  'idp.scope.full_access': 'Има пълен достъп до профила ви',
  'idp.scope.custom': 'Използва обхвата {scope}',
  'idp.logoutTitle': 'Изход?',
  'idp.logoutBody': 'Наистина ли искате да излезете от профила си в {projectName}?',
  'idp.yes': 'Да',
  'idp.no': 'Не',
  'idp.logoutDeniedTitle': 'Все още сте влезли',
  'idp.logoutDenied': 'Не излязохте от профила си. Можете да затворите тази страница.',
};

export default texts;
