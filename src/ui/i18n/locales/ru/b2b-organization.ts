/** Russian (ru): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Ищем вашу организацию…',
  'b2b.organization.notFound.title': 'Не удалось найти вашу организацию',
  'b2b.organization.notFound.body': 'Организация с адресом «{slug}» не найдена. Проверьте ссылку, по которой вы перешли, или запросите её у администратора.',
  'b2b.organization.notFound.noSlug': 'На этой странице не указана организация. Воспользуйтесь ссылкой, которую вам дал администратор.',
  'b2b.organization.loadFailed.retry': 'Повторить попытку',
  'b2b.organization.title': 'Вход в организацию {organization}',
  'b2b.organization.sso': 'Продолжить через {connection}',
  'b2b.organization.continue': 'Продолжить',
  'b2b.organization.invalidEmail': 'Неверный формат адреса эл. почты.',
  'b2b.organization.or': 'или',
  'b2b.organization.password': 'Войти с паролем',
  'b2b.organization.noMethods': 'Организация {organization} не разрешает ни один из способов входа на этой странице. Обратитесь к администратору.',
};

export default texts;
