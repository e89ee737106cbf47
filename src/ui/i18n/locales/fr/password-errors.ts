/** French (fr): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Ce mot de passe est trop faible. Choisissez un mot de passe plus robuste.',
  'unable_to_auth_password_reset_token': 'Le lien de réinitialisation n’a pas pu être utilisé, car il a déjà servi ou a expiré. Demandez un nouvel e-mail pour réinitialiser votre mot de passe.',
};

export default texts;
