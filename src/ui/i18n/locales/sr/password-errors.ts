/** Serbian (sr): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Ова лозинка је преслаба. Изаберите јачу лозинку.',
  'unable_to_auth_password_reset_token': 'Линк за ресетовање лозинке не може да се употреби јер је већ искоришћен или је истекао. Затражите нови имејл за ресетовање лозинке.',
};

export default texts;
