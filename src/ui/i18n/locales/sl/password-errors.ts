/** Slovenian (sl): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'To geslo je prešibko. Izberite močnejše geslo.',
  'unable_to_auth_password_reset_token': 'Povezave za ponastavitev gesla ni bilo mogoče uporabiti, ker je bila že uporabljena ali je potekla. Zahtevajte novo e-poštno sporočilo za ponastavitev gesla.',
};

export default texts;
