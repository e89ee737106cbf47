/** Serbian (sr): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Пријава у {clientName} преко {projectName}',
  'idp.titleCustomScopes': '{clientName} тражи приступ вашем {projectName} налогу',
  'idp.permissionsStandard': 'Дозволите апликацији {clientName} да:',
  'idp.permissionsCustom': '{clientName} тражи дозволу да:',
  'idp.ungrantableNotice': 'Немате дозволу да апликацији {clientName} одобрите приступ неким од тражених опсега.',
  'idp.ungrantableList': 'Не можете да одобрите захтев апликације {clientName} да:',
  'idp.fallbackClientName': 'Апликација',
  'idp.clientLogo': 'Логотип апликације {clientName}',
  'idp.allow': 'Дозволи',
  'idp.deny': 'Одбиј',
  'idp.loading': 'Учитавање…',
  'idp.missingParameter': 'Недостаје обавезни параметар: {param}. Обратите се програмеру апликације.',
  'idp.successTitle': 'Успешно!',
  'idp.successBody': 'Пријављени сте у {clientName}. Можете да затворите ову страницу.',
  'idp.redirecting': 'Враћамо вас у {clientName}…',
  'idp.redirectNotRequested': 'Захтев није могао да се доврши: адреса за повратак није она коју је апликација тражила. Обратите се програмеру апликације.',
  'idp.scope.openid': 'Потврди ваш идентитет',
  'idp.scope.openid.detail': 'Види информације сачуване на вашем налогу',
  'idp.scope.personalProfile': 'Види податке вашег личног профила',
  'idp.scope.profile.detail': 'Ваше име, слика профила и језик',
  'idp.scope.email.detail': 'Ваша имејл адреса',
  'idp.scope.phone.detail': 'Ваш број телефона',
  'idp.scope.offline_access': 'Задржи приступ вашим подацима и када не користите апликацију',
  'idp.scope.full_access': 'Има потпун приступ вашем налогу',
  'idp.scope.custom': 'Користи опсег {scope}',
  'idp.logoutTitle': 'Желите ли да се одјавите?',
  'idp.logoutBody': 'Да ли сте сигурни да желите да се одјавите са {projectName} налога?',
  'idp.yes': 'Да',
  'idp.no': 'Не',
  'idp.logoutDeniedTitle': 'И даље сте пријављени',
  'idp.logoutDenied': 'Нисте одјављени. Можете да затворите ову страницу.',
};

export default texts;
