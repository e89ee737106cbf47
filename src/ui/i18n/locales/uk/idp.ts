/** Ukrainian (uk): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Вхід у {clientName} через {projectName}',
  'idp.titleCustomScopes': '{clientName} запитує доступ до вашого облікового запису {projectName}',
  'idp.permissionsStandard': 'Дозволити {clientName}:',
  'idp.permissionsCustom': '{clientName} запитує дозвіл:',
  'idp.ungrantableNotice': 'У вас немає прав надати {clientName} доступ до деяких запитаних областей.',
  'idp.ungrantableList': 'Ви не можете дозволити {clientName}:',
  'idp.fallbackClientName': 'Застосунок',
  'idp.clientLogo': 'Логотип {clientName}',
  'idp.allow': 'Дозволити',
  'idp.deny': 'Відхилити',
  'idp.loading': 'Завантаження…',
  'idp.missingParameter': 'Відсутній обов’язковий параметр: {param}. Зверніться до розробника застосунку.',
  'idp.successTitle': 'Готово!',
  'idp.successBody': 'Ви увійшли в {clientName}. Цю сторінку можна закрити.',
  'idp.redirecting': 'Повертаємося до {clientName}…',
  'idp.redirectNotRequested': 'Не вдалося виконати запит: адреса повернення не збігається з тією, яку запитав застосунок. Зверніться до розробника застосунку.',
  'idp.scope.openid': 'Підтверджувати вашу особу',
  'idp.scope.openid.detail': 'Переглядати інформацію у вашому обліковому записі',
  'idp.scope.personalProfile': 'Переглядати дані вашого профілю',
  'idp.scope.profile.detail': 'Ваше ім’я, фото профілю та мова',
  'idp.scope.email.detail': 'Ваша адреса ел. пошти',
  'idp.scope.phone.detail': 'Ваш номер телефону',
  'idp.scope.offline_access': 'Зберігати доступ до ваших даних, навіть коли ви не користуєтеся застосунком',
  'idp.scope.full_access': 'Отримати повний доступ до вашого облікового запису',
  'idp.scope.custom': 'Використовувати область {scope}',
  'idp.logoutTitle': 'Вийти?',
  'idp.logoutBody': 'Ви дійсно хочете вийти з облікового запису {projectName}?',
  'idp.yes': 'Так',
  'idp.no': 'Ні',
  'idp.logoutDeniedTitle': 'Ви досі в системі',
  'idp.logoutDenied': 'Ви не вийшли з облікового запису. Цю сторінку можна закрити.',
};

export default texts;
