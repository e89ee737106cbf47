/** Russian (ru): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Выберите организацию, чтобы продолжить',
  'b2b.discovery.continue': 'Продолжить',
  'b2b.discovery.acceptInvite': 'Принять приглашение',
  'b2b.discovery.join': 'Присоединиться',
  'b2b.discovery.create': 'Создать организацию',
  'b2b.discovery.working': 'Выполняется вход…',
  'b2b.discovery.none.title': '{email} не состоит ни в одной организации.',
  'b2b.discovery.none.askAdmin': 'Проверьте, правильно ли указан адрес эл. почты. Если да, возможно, вас должен пригласить администратор.',
  'b2b.discovery.none.createTitle': 'Создайте организацию, чтобы начать',
  'b2b.discovery.none.createBody': 'Для {email} нет аккаунта. Считаете, что это ошибка? Попробуйте другой адрес эл. почты или обратитесь к администратору.',
  'b2b.discovery.none.tryAgain': 'Указать другой адрес эл. почты',
  'b2b.discovery.createForm.title': 'Создание организации',
  'b2b.discovery.createForm.name': 'Название организации',
  'b2b.discovery.createForm.slug': 'Идентификатор организации',
  'b2b.discovery.createForm.url': 'Адрес вашей организации: {url}',
  'b2b.discovery.createForm.submit': 'Создать организацию',
  'b2b.discovery.createForm.nameRequired': 'Введите название организации.',
  'b2b.discovery.createForm.slugInvalid': 'Используйте от 2 до 128 символов: буквы, цифры, дефисы, точки, подчёркивания или тильды.',
};

export default texts;
