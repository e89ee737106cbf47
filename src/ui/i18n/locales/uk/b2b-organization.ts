/** Ukrainian (uk): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Шукаємо вашу організацію…',
  'b2b.organization.notFound.title': 'Не вдалося знайти вашу організацію',
  'b2b.organization.notFound.body': 'Організацію з адресою «{slug}» не знайдено. Перевірте посилання, за яким ви перейшли, або попросіть його в адміністратора.',
  'b2b.organization.notFound.noSlug': 'На цій сторінці не вказано організацію. Скористайтеся посиланням, яке вам дав адміністратор.',
  'b2b.organization.loadFailed.retry': 'Спробувати ще раз',
  'b2b.organization.title': 'Вхід в організацію {organization}',
  'b2b.organization.sso': 'Продовжити через {connection}',
  'b2b.organization.continue': 'Продовжити',
  'b2b.organization.invalidEmail': 'Неправильний формат адреси ел. пошти.',
  'b2b.organization.or': 'або',
  'b2b.organization.password': 'Увійти з паролем',
  'b2b.organization.noMethods': 'Організація {organization} не дозволяє жодного зі способів входу на цій сторінці. Зверніться до адміністратора.',
};

export default texts;
