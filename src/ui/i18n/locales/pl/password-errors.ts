/** Polish (pl): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'To hasło jest za słabe. Wybierz silniejsze hasło.',
  'unable_to_auth_password_reset_token': 'Nie można użyć linku do resetowania hasła, ponieważ został już użyty lub wygasł. Poproś o nowy e-mail, aby zresetować hasło.',
};

export default texts;
