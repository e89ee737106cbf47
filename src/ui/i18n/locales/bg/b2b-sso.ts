/** Bulgarian (bg): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Въведете имейла си, за да продължите',
  'b2b.sso.connectionsTitle': 'Изберете връзка, за да продължите',
  'b2b.sso.organizationTitle': 'Вход в {organization}',
  'b2b.sso.continueWith': 'Продължаване с {name}',
  'b2b.sso.noConnections': 'Тази организация все още няма връзка за еднократно влизане (SSO). Опитайте по друг начин.',
  'b2b.sso.fallbackTitle': 'За съжаление, не открихме връзки',
  'b2b.sso.fallbackBody': 'Въведете уникалния идентификатор на организацията, за да продължите. Ако не го знаете, влезте по друг начин, за да видите всички достъпни за вас организации.',
  'b2b.sso.slugField': 'Идентификатор на организацията',
  'b2b.sso.slugRequired': 'Въведете идентификатора на организацията.',
  'b2b.sso.orgNotFound': 'Организацията не е намерена. Опитайте отново.',
  'b2b.sso.landingFailedTitle': 'Входът не беше успешен',
  'b2b.sso.tryAnotherMethod': 'Опитайте по друг начин',
  'b2b.sso.redirecting': 'Пренасочване към {name}…',
  'b2b.sso.signingIn': 'Влизане…',
};

export default texts;
