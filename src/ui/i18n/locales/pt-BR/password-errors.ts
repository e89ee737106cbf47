/** Brazilian Portuguese (pt-BR): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Esta senha é fraca demais. Escolha uma senha mais forte.',
  'unable_to_auth_password_reset_token': 'Não foi possível usar o link de redefinição de senha porque ele já foi usado ou expirou. Solicite um novo e-mail para redefinir sua senha.',
};

export default texts;
