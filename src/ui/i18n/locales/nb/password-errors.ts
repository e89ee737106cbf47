/** Norwegian Bokmål (nb): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Passordet er for svakt. Velg et sterkere passord.',
  'unable_to_auth_password_reset_token': 'Lenken for tilbakestilling av passord kunne ikke brukes fordi den allerede er brukt eller har utløpt. Be om en ny e-post for å tilbakestille passordet ditt.',
};

export default texts;
