/** Spanish (es): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Esta contraseña es demasiado débil. Elige una más segura.',
  'unable_to_auth_password_reset_token': 'No se ha podido usar el enlace para restablecer la contraseña porque ya se ha usado o ha caducado. Solicita un nuevo correo para restablecer tu contraseña.',
};

export default texts;
