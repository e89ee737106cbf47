/** Indonesian (id): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Masukkan kode verifikasi',
  'otp.sentTo': 'Kode verifikasi 6 digit telah dikirim ke {destination}.',
  'otp.verifying': 'Memverifikasi kode...',
  'otp.expiresIn': 'Kode Anda akan kedaluwarsa dalam {countdown}.',
  'otp.expired': 'Kode Anda sudah kedaluwarsa.',
  'otp.resend.prompt': 'Tidak menerima kode?',
  'otp.resend.initial': 'Kirim ulang kode',
  'otp.resend.sending': 'Mengirim...',
  'otp.resend.sent': 'Kode terkirim',
  'otp.resend.waiting': 'Kirim ulang kode',
  'otp.emailResent': 'Email telah dikirim ulang',
  'otp.codeResent': 'Kode telah dikirim ulang',
  'otp.successTitle': 'Berhasil!',
  'otp.successBody': 'Kode verifikasi Anda berhasil diverifikasi.',
};

export default texts;
