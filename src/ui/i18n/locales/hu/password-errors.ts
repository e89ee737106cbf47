/** Hungarian (hu): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Ez a jelszó túl gyenge. Válasszon erősebb jelszót.',
  'unable_to_auth_password_reset_token': 'A jelszó-visszaállítási link nem használható, mert már felhasználták, vagy lejárt. Kérjen új jelszó-visszaállítási e-mailt.',
};

export default texts;
