/** Portuguese (pt): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Esta palavra-passe é demasiado fraca. Escolha uma palavra-passe mais forte.',
  'unable_to_auth_password_reset_token': 'Não foi possível utilizar o link de reposição da palavra-passe porque já foi utilizado ou expirou. Peça um novo email para repor a sua palavra-passe.',
};

export default texts;
