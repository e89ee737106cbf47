/** Dutch (nl): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Dit wachtwoord is te zwak. Kies een sterker wachtwoord.',
  'unable_to_auth_password_reset_token': 'De link om je wachtwoord opnieuw in te stellen kan niet worden gebruikt, omdat hij al is gebruikt of is verlopen. Vraag een nieuwe e-mail aan om je wachtwoord opnieuw in te stellen.',
};

export default texts;
