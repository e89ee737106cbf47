/** Catalan (ca): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Aquesta contrasenya és massa feble. Tria’n una de més segura.',
  'unable_to_auth_password_reset_token': 'No s’ha pogut utilitzar l’enllaç per restablir la contrasenya perquè ja s’ha utilitzat o ha caducat. Demana un correu nou per restablir la contrasenya.',
};

export default texts;
