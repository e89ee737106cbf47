/** Ukrainian (uk): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Виберіть організацію, щоб продовжити',
  'b2b.discovery.continue': 'Продовжити',
  'b2b.discovery.acceptInvite': 'Прийняти запрошення',
  'b2b.discovery.join': 'Приєднатися',
  'b2b.discovery.create': 'Створити організацію',
  'b2b.discovery.working': 'Виконується вхід…',
  'b2b.discovery.none.title': '{email} не належить до жодної організації.',
  'b2b.discovery.none.askAdmin': 'Перевірте, чи правильно вказано адресу ел. пошти. Якщо так, можливо, вас має запросити адміністратор.',
  'b2b.discovery.none.createTitle': 'Створіть організацію, щоб почати',
  'b2b.discovery.none.createBody': 'Для {email} немає облікового запису. Вважаєте, що це помилка? Спробуйте іншу адресу ел. пошти або зверніться до адміністратора.',
  'b2b.discovery.none.tryAgain': 'Вказати іншу адресу ел. пошти',
  'b2b.discovery.createForm.title': 'Створення організації',
  'b2b.discovery.createForm.name': 'Назва організації',
  'b2b.discovery.createForm.slug': 'Ідентифікатор організації',
  'b2b.discovery.createForm.url': 'Адреса вашої організації: {url}',
  'b2b.discovery.createForm.submit': 'Створити організацію',
  'b2b.discovery.createForm.nameRequired': 'Введіть назву організації.',
  'b2b.discovery.createForm.slugInvalid': 'Використовуйте від 2 до 128 символів: літери, цифри, дефіси, крапки, підкреслення або тильди.',
};

export default texts;
