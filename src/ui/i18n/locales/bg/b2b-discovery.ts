/** Bulgarian (bg): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Изберете организация, за да продължите',
  'b2b.discovery.continue': 'Продължаване',
  'b2b.discovery.acceptInvite': 'Приемане на поканата',
  'b2b.discovery.join': 'Присъединяване',
  'b2b.discovery.create': 'Създаване на организация',
  'b2b.discovery.working': 'Влизане…',
  'b2b.discovery.none.title': '{email} не членува в нито една организация.',
  'b2b.discovery.none.askAdmin': 'Проверете дали имейл адресът ви е правилен. Ако е, може да се наложи администраторът ви да ви покани.',
  'b2b.discovery.none.createTitle': 'Създайте организация, за да започнете',
  'b2b.discovery.none.createBody': '{email} няма профил. Смятате, че това е грешка? Опитайте с друг имейл адрес или се свържете с администратора си.',
  'b2b.discovery.none.tryAgain': 'Опитайте с друг имейл адрес',
  'b2b.discovery.createForm.title': 'Създаване на организация',
  'b2b.discovery.createForm.name': 'Име на организацията',
  'b2b.discovery.createForm.slug': 'Идентификатор на организацията',
  'b2b.discovery.createForm.url': 'Адрес на организацията ви: {url}',
  'b2b.discovery.createForm.submit': 'Създаване на организация',
  'b2b.discovery.createForm.nameRequired': 'Въведете име на организацията.',
  'b2b.discovery.createForm.slugInvalid': 'Използвайте от 2 до 128 букви, цифри, тирета, точки, долни черти или тилди.',
};

export default texts;
