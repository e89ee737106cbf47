/** Slovak (sk): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Toto heslo je príliš slabé. Zvoľte silnejšie heslo.',
  'unable_to_auth_password_reset_token': 'Odkaz na obnovenie hesla nemožno použiť, pretože už bol použitý alebo mu vypršala platnosť. Požiadajte o nový e-mail na obnovenie hesla.',
};

export default texts;
