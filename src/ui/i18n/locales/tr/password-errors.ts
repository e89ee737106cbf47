/** Turkish (tr): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Bu şifre çok zayıf. Daha güçlü bir şifre seçin.',
  'unable_to_auth_password_reset_token': 'Şifre sıfırlama bağlantısı daha önce kullanıldığı veya süresi dolduğu için kullanılamadı. Şifrenizi sıfırlamak için yeni bir e-posta isteyin.',
};

export default texts;
