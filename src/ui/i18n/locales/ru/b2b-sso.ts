/** Russian (ru): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Введите адрес эл. почты, чтобы продолжить',
  'b2b.sso.connectionsTitle': 'Выберите подключение, чтобы продолжить',
  'b2b.sso.organizationTitle': 'Вход в организацию {organization}',
  'b2b.sso.continueWith': 'Продолжить через {name}',
  'b2b.sso.noConnections': 'У этой организации пока нет подключений единого входа (SSO). Попробуйте другой способ.',
  'b2b.sso.fallbackTitle': 'К сожалению, подключения не найдены',
  'b2b.sso.fallbackBody': 'Чтобы продолжить, введите уникальный идентификатор организации. Если вы его не знаете, войдите другим способом и посмотрите все доступные вам организации.',
  'b2b.sso.slugField': 'Идентификатор организации',
  'b2b.sso.slugRequired': 'Введите идентификатор организации.',
  'b2b.sso.orgNotFound': 'Организация не найдена. Попробуйте ещё раз.',
  'b2b.sso.landingFailedTitle': 'Не удалось выполнить вход',
  'b2b.sso.tryAnotherMethod': 'Попробовать другой способ',
  'b2b.sso.redirecting': 'Перенаправляем в {name}…',
  'b2b.sso.signingIn': 'Выполняется вход…',
};

export default texts;
