/** Indonesian (id): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Pilih cara Anda ingin melanjutkan',
  'b2b.email.method.link': 'Kirimkan link masuk ke email saya',
  'b2b.email.method.code': 'Kirimkan kode masuk ke email saya',
  'b2b.email.otp.title': 'Masukkan kode verifikasi',
  'b2b.email.otp.sentTo': 'Kode verifikasi 6 digit telah dikirim ke {email}.',
  'b2b.email.otp.label': 'Masukkan kode verifikasi',
  'b2b.email.otp.verifying': 'Memverifikasi kode...',
  'b2b.email.otp.resendPrompt': 'Tidak menerima kode?',
  'b2b.email.otp.resend': 'Kirim ulang kode',
  'b2b.email.otp.resent': 'Kode telah dikirim ulang',
  'b2b.email.otp.expiresIn': 'Kode Anda akan kedaluwarsa dalam {countdown}.',
  'b2b.email.otp.expired': 'Kode Anda sudah kedaluwarsa.',
  'b2b.email.sent.title': 'Periksa email Anda',
  'b2b.email.sent.sentTo': 'Email telah dikirim ke {email}.',
  'b2b.email.sent.resendPrompt': 'Tidak menerima email?',
  'b2b.email.sent.resend': 'Kirim ulang email',
  'b2b.email.sent.resent': 'Email telah dikirim ulang',
  'b2b.email.tryAgain': 'Coba alamat email lain',
};

export default texts;
