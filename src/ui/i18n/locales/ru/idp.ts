/** Russian (ru): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Вход в {clientName} через {projectName}',
  'idp.titleCustomScopes': '{clientName} запрашивает доступ к вашему аккаунту {projectName}',
  'idp.permissionsStandard': 'Разрешить {clientName}:',
  'idp.permissionsCustom': '{clientName} запрашивает разрешение:',
  'idp.ungrantableNotice': 'У вас нет прав предоставить {clientName} доступ к некоторым из запрошенных областей.',
  'idp.ungrantableList': 'Вы не можете разрешить {clientName}:',
  'idp.fallbackClientName': 'Приложение',
  'idp.clientLogo': 'Логотип {clientName}',
  'idp.allow': 'Разрешить',
  'idp.deny': 'Отклонить',
  'idp.loading': 'Загрузка…',
  'idp.missingParameter': 'Отсутствует обязательный параметр: {param}. Обратитесь к разработчику приложения.',
  'idp.successTitle': 'Готово!',
  'idp.successBody': 'Вы вошли в {clientName}. Эту страницу можно закрыть.',
  'idp.redirecting': 'Возвращаемся в {clientName}…',
  'idp.redirectNotRequested': 'Не удалось выполнить запрос: адрес возврата не совпадает с тем, который запросило приложение. Обратитесь к разработчику приложения.',
  'idp.scope.openid': 'Подтверждать вашу личность',
  'idp.scope.openid.detail': 'Просматривать информацию в вашем аккаунте',
  'idp.scope.personalProfile': 'Просматривать данные вашего профиля',
  'idp.scope.profile.detail': 'Ваше имя, фото профиля и язык',
  'idp.scope.email.detail': 'Ваш адрес эл. почты',
  'idp.scope.phone.detail': 'Ваш номер телефона',
  'idp.scope.offline_access': 'Сохранять доступ к вашим данным, даже когда вы не пользуетесь приложением',
  'idp.scope.full_access': 'Получить полный доступ к вашему аккаунту',
  'idp.scope.custom': 'Использовать область {scope}',
  'idp.logoutTitle': 'Выйти?',
  'idp.logoutBody': 'Вы действительно хотите выйти из аккаунта {projectName}?',
  'idp.yes': 'Да',
  'idp.no': 'Нет',
  'idp.logoutDeniedTitle': 'Вы по-прежнему в системе',
  'idp.logoutDenied': 'Вы не вышли из аккаунта. Эту страницу можно закрыть.',
};

export default texts;
