/** Italian (it): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Questa password è troppo debole. Scegline una più sicura.',
  'unable_to_auth_password_reset_token': 'Impossibile usare il link per reimpostare la password perché è già stato usato o è scaduto. Richiedi una nuova email per reimpostare la password.',
};

export default texts;
