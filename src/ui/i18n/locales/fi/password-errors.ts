/** Finnish (fi): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Salasana on liian heikko. Valitse vahvempi salasana.',
  'unable_to_auth_password_reset_token': 'Salasanan nollauslinkkiä ei voitu käyttää, koska se on jo käytetty tai vanhentunut. Pyydä uusi sähköposti salasanan nollaamiseksi.',
};

export default texts;
