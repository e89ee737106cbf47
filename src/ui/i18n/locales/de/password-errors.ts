/** German (de): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Dieses Passwort ist zu schwach. Wählen Sie ein sichereres Passwort.',
  'unable_to_auth_password_reset_token': 'Der Link zum Zurücksetzen des Passworts konnte nicht verwendet werden, da er bereits benutzt wurde oder abgelaufen ist. Fordern Sie eine neue E-Mail an, um Ihr Passwort zurückzusetzen.',
};

export default texts;
