/** Greek (el): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Αυτός ο κωδικός πρόσβασης είναι πολύ αδύναμος. Επιλέξτε πιο ισχυρό κωδικό πρόσβασης.',
  'unable_to_auth_password_reset_token': 'Δεν ήταν δυνατή η χρήση του συνδέσμου επαναφοράς κωδικού πρόσβασης, επειδή έχει ήδη χρησιμοποιηθεί ή έχει λήξει. Ζητήστε νέο email για να επαναφέρετε τον κωδικό πρόσβασης.',
};

export default texts;
