/** Russian (ru): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Вход или регистрация',
  'b2b.main.continue': 'Продолжить',
  'b2b.main.invalidEmail': 'Неверный формат адреса эл. почты.',
  'b2b.main.or': 'или',
  'b2b.main.sso': 'Войти через SSO',
  'b2b.main.password': 'Войти с паролем',
  'b2b.main.signingIn': 'Выполняется вход…',
  'b2b.signedIn.title': 'Готово!',
  'b2b.signedIn.body': 'Вы успешно вошли.',
  'b2b.signedIn.bodyWithOrganization': 'Вы успешно вошли в организацию {organization}.',
  'b2b.primaryRequired.title': 'Нужен другой способ входа',
  'b2b.primaryRequired.body': 'Организация {organization} требует входа другим способом. Вернитесь назад и выберите разрешённый способ.',
  'b2b.primaryRequired.goBack': 'Назад',
};

export default texts;
