/** Bulgarian (bg): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Паролата е твърде слаба. Изберете по-сигурна парола.',
  'unable_to_auth_password_reset_token': 'Връзката за смяна на паролата не може да се използва, защото вече е използвана или е изтекла. Поискайте нов имейл за смяна на паролата.',
};

export default texts;
