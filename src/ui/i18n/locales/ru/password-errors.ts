/** Russian (ru): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Пароль слишком простой. Выберите более надёжный пароль.',
  'unable_to_auth_password_reset_token': 'Не удалось использовать ссылку для сброса пароля: она уже была использована или срок её действия истёк. Запросите новое письмо для сброса пароля.',
};

export default texts;
