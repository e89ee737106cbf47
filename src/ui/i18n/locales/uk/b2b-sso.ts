/** Ukrainian (uk): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Введіть адресу ел. пошти, щоб продовжити',
  'b2b.sso.connectionsTitle': 'Виберіть підключення, щоб продовжити',
  'b2b.sso.organizationTitle': 'Вхід в організацію {organization}',
  'b2b.sso.continueWith': 'Продовжити через {name}',
  'b2b.sso.noConnections': 'Ця організація ще не має підключень єдиного входу (SSO). Спробуйте інший спосіб.',
  'b2b.sso.fallbackTitle': 'На жаль, не знайдено жодного підключення',
  'b2b.sso.fallbackBody': 'Щоб продовжити, введіть унікальний ідентифікатор організації. Якщо ви його не знаєте, увійдіть іншим способом і перегляньте всі доступні вам організації.',
  'b2b.sso.slugField': 'Ідентифікатор організації',
  'b2b.sso.slugRequired': 'Введіть ідентифікатор організації.',
  'b2b.sso.orgNotFound': 'Організацію не знайдено. Спробуйте ще раз.',
  'b2b.sso.landingFailedTitle': 'Не вдалося виконати вхід',
  'b2b.sso.tryAnotherMethod': 'Спробувати інший спосіб',
  'b2b.sso.redirecting': 'Переспрямовуємо до {name}…',
  'b2b.sso.signingIn': 'Виконується вхід…',
};

export default texts;
