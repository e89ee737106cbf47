/** Czech (cs): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Toto heslo je příliš slabé. Zvolte silnější heslo.',
  'unable_to_auth_password_reset_token': 'Odkaz pro obnovení hesla nelze použít, protože už byl použit nebo vypršel. Požádejte o nový e-mail pro obnovení hesla.',
};

export default texts;
