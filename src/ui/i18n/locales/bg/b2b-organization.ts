/** Bulgarian (bg): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Търсене на организацията ви…',
  'b2b.organization.notFound.title': 'Не намерихме организацията ви',
  'b2b.organization.notFound.body': 'Няма организация с адрес „{slug}“. Проверете връзката, която сте отворили, или я поискайте от администратора си.',
  'b2b.organization.notFound.noSlug': 'Тази страница не посочва организация. Използвайте връзката, която ви е дал администраторът.',
  'b2b.organization.loadFailed.retry': 'Опитайте отново',
  'b2b.organization.title': 'Вход в {organization}',
  'b2b.organization.sso': 'Продължаване с {connection}',
  'b2b.organization.continue': 'Продължаване',
  'b2b.organization.invalidEmail': 'Невалиден формат на имейл адреса.',
  'b2b.organization.or': 'или',
  'b2b.organization.password': 'Вход с парола',
  'b2b.organization.noMethods': '{organization} не разрешава нито един от начините за вход на тази страница. Обърнете се към администратора си.',
};

export default texts;
