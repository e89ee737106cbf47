/** Ukrainian (uk): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Вхід або реєстрація',
  'b2b.main.continue': 'Продовжити',
  'b2b.main.invalidEmail': 'Неправильний формат адреси ел. пошти.',
  'b2b.main.or': 'або',
  'b2b.main.sso': 'Увійти через SSO',
  'b2b.main.password': 'Увійти з паролем',
  'b2b.main.signingIn': 'Виконується вхід…',
  'b2b.signedIn.title': 'Готово!',
  'b2b.signedIn.body': 'Ви успішно увійшли.',
  'b2b.signedIn.bodyWithOrganization': 'Ви успішно увійшли в організацію {organization}.',
  'b2b.primaryRequired.title': 'Потрібен інший спосіб входу',
  'b2b.primaryRequired.body': 'Організація {organization} вимагає входу іншим способом. Поверніться назад і виберіть дозволений спосіб.',
  'b2b.primaryRequired.goBack': 'Назад',
};

export default texts;
