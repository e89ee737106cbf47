/** Indonesian (id): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Kata sandi ini terlalu lemah. Pilih kata sandi yang lebih kuat.',
  'unable_to_auth_password_reset_token': 'Link reset kata sandi tidak dapat digunakan karena sudah pernah digunakan atau sudah kedaluwarsa. Minta email baru untuk mereset kata sandi Anda.',
};

export default texts;
