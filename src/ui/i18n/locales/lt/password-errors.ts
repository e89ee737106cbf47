/** Lithuanian (lt): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Šis slaptažodis per silpnas. Pasirinkite stipresnį slaptažodį.',
  'unable_to_auth_password_reset_token': 'Slaptažodžio nustatymo iš naujo nuorodos panaudoti nepavyko, nes ji jau panaudota arba nebegalioja. Paprašykite naujo slaptažodžio nustatymo iš naujo laiško.',
};

export default texts;
