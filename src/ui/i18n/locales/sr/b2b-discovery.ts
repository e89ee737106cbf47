/** Serbian (sr): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Изаберите организацију да бисте наставили',
  'b2b.discovery.continue': 'Настави',
  'b2b.discovery.acceptInvite': 'Прихвати позивницу',
  'b2b.discovery.join': 'Придружи се',
  'b2b.discovery.create': 'Направи организацију',
  'b2b.discovery.working': 'Пријављивање…',
  'b2b.discovery.none.title': '{email} не припада ниједној организацији.',
  'b2b.discovery.none.askAdmin': 'Проверите да ли је имејл адреса исправна. Ако јесте, можда је потребно да вас администратор позове.',
  'b2b.discovery.none.createTitle': 'Направите организацију да бисте почели',
  'b2b.discovery.none.createBody': '{email} нема налог. Мислите да је у питању грешка? Покушајте са другом имејл адресом или се обратите администратору.',
  'b2b.discovery.none.tryAgain': 'Покушај са другом имејл адресом',
  'b2b.discovery.createForm.title': 'Направите организацију',
  'b2b.discovery.createForm.name': 'Назив организације',
  'b2b.discovery.createForm.slug': 'Идентификатор организације',
  'b2b.discovery.createForm.url': 'Адреса ваше организације: {url}',
  'b2b.discovery.createForm.submit': 'Направи организацију',
  'b2b.discovery.createForm.nameRequired': 'Унесите назив организације.',
  'b2b.discovery.createForm.slugInvalid': 'Користите од 2 до 128 слова, цифара, цртица, тачака, доњих црта или тилди.',
};

export default texts;
