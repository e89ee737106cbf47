/** Croatian (hr): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Ova je zaporka preslaba. Odaberite jaču zaporku.',
  'unable_to_auth_password_reset_token': 'Poveznicu za ponovno postavljanje zaporke nije moguće upotrijebiti jer je već iskorištena ili je istekla. Zatražite novu e-poruku za ponovno postavljanje zaporke.',
};

export default texts;
