/** Romanian (ro): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Această parolă este prea slabă. Alegeți o parolă mai puternică.',
  'unable_to_auth_password_reset_token': 'Linkul de resetare a parolei nu a putut fi folosit, deoarece a fost deja folosit sau a expirat. Solicitați un e-mail nou pentru a vă reseta parola.',
};

export default texts;
