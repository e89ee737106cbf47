/** Malay (ms): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Kata laluan ini terlalu lemah. Pilih kata laluan yang lebih kuat.',
  'unable_to_auth_password_reset_token': 'Pautan tetapan semula kata laluan tidak dapat digunakan kerana pautan itu sudah digunakan atau telah tamat tempoh. Minta e-mel baharu untuk menetapkan semula kata laluan anda.',
};

export default texts;
