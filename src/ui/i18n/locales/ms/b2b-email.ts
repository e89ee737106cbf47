/** Malay (ms): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Pilih cara anda ingin meneruskan',
  'b2b.email.method.link': 'E-melkan pautan log masuk kepada saya',
  'b2b.email.method.code': 'E-melkan kod log masuk kepada saya',
  'b2b.email.otp.title': 'Masukkan kod pengesahan',
  'b2b.email.otp.sentTo': 'Kod pengesahan 6 digit telah dihantar kepada anda di {email}.',
  'b2b.email.otp.label': 'Masukkan kod pengesahan',
  'b2b.email.otp.verifying': 'Mengesahkan kod...',
  'b2b.email.otp.resendPrompt': 'Tidak menerima kod?',
  'b2b.email.otp.resend': 'Hantar semula kod',
  'b2b.email.otp.resent': 'Kod telah dihantar semula',
  'b2b.email.otp.expiresIn': 'Kod anda akan tamat tempoh dalam {countdown}.',
  'b2b.email.otp.expired': 'Kod anda telah tamat tempoh.',
  'b2b.email.sent.title': 'Semak e-mel anda',
  'b2b.email.sent.sentTo': 'E-mel telah dihantar ke {email}.',
  'b2b.email.sent.resendPrompt': 'Tidak menerima e-mel?',
  'b2b.email.sent.resend': 'Hantar semula e-mel',
  'b2b.email.sent.resent': 'E-mel telah dihantar semula',
  'b2b.email.tryAgain': 'Cuba alamat e-mel lain',
};

export default texts;
