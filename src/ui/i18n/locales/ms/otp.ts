/** Malay (ms): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Masukkan kod pengesahan',
  'otp.sentTo': 'Kod pengesahan 6 digit telah dihantar kepada anda di {destination}.',
  'otp.verifying': 'Mengesahkan kod...',
  'otp.expiresIn': 'Kod anda akan tamat tempoh dalam {countdown}.',
  'otp.expired': 'Kod anda telah tamat tempoh.',
  'otp.resend.prompt': 'Tidak menerima kod?',
  'otp.resend.initial': 'Hantar semula kod',
  'otp.resend.sending': 'Menghantar...',
  'otp.resend.sent': 'Kod dihantar',
  'otp.resend.waiting': 'Hantar semula kod',
  'otp.emailResent': 'E-mel telah dihantar semula',
  'otp.codeResent': 'Kod telah dihantar semula',
  'otp.successTitle': 'Berjaya!',
  'otp.successBody': 'Kod pengesahan anda berjaya disahkan.',
};

export default texts;
