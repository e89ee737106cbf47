/** Danish (da): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Adgangskoden er for svag. Vælg en stærkere adgangskode.',
  'unable_to_auth_password_reset_token': 'Linket til nulstilling af adgangskoden kunne ikke bruges, fordi det allerede er brugt eller er udløbet. Anmod om en ny e-mail for at nulstille din adgangskode.',
};

export default texts;
