/** Ukrainian (uk): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Пароль занадто простий. Виберіть надійніший пароль.',
  'unable_to_auth_password_reset_token': 'Не вдалося використати посилання для скидання пароля: його вже використано або термін його дії минув. Запросіть новий лист для скидання пароля.',
};

export default texts;
