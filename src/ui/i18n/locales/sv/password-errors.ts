/** Swedish (sv): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Lösenordet är för svagt. Välj ett starkare lösenord.',
  'unable_to_auth_password_reset_token': 'Länken för att återställa lösenordet kunde inte användas eftersom den redan har använts eller har gått ut. Begär ett nytt mejl för att återställa ditt lösenord.',
};

export default texts;
