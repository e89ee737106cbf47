/** Indonesian (id): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Kata sandi',
  'password.newPassword': 'Kata sandi baru',
  'password.showPassword': 'Tampilkan kata sandi',
  'password.createTitle': 'Buat akun',
  'password.createBody': 'Pilih kata sandi untuk {email}.',
  'password.loginTitle': 'Masuk',
  'password.loginBody': 'Masukkan kata sandi untuk {email}.',
  'password.forgot': 'Lupa kata sandi?',
  'password.createInstead': 'Buat kata sandi saja',
  'password.emailLinkInstead': 'Kirimkan link masuk ke email saya',
  'password.emailCodeInstead': 'Kirimkan kode masuk ke email saya',
  'password.strengthLabel': 'Kekuatan kata sandi',
  'password.strength.veryWeak': 'Sangat lemah',
  'password.strength.weak': 'Lemah',
  'password.strength.strong': 'Kuat',
  'password.strength.veryStrong': 'Sangat kuat',
  'password.requirementsLabel': 'Persyaratan kata sandi',
  'password.requirementMet': 'Terpenuhi:',
  'password.requirementUnmet': 'Belum terpenuhi:',
  'password.luds.length': { other: 'Minimal {count} karakter' },
  'password.luds.complexity': { other: 'Harus berisi {count} dari yang berikut: huruf besar, huruf kecil, angka, simbol' },
  'password.luds.breached': 'Kata sandi ini mungkin pernah digunakan di situs lain yang mengalami masalah keamanan. Silakan pilih kata sandi lain.',
  'password.forgotTitle': 'Periksa email Anda untuk bantuan masuk!',
  'password.forgotBody': 'Kami telah mengirim email ke {email} berisi link untuk mereset kata sandi Anda. Buka link tersebut untuk memilih kata sandi baru.',
  'password.setNewTitle': 'Periksa email Anda!',
  'password.setNewBody': 'Kami telah mengirim email ke {email}. Buka link di dalamnya untuk menetapkan kata sandi akun Anda.',
  'password.dedupeTitle': 'Periksa email Anda untuk menetapkan kata sandi baru',
  'password.dedupeBody': 'Kami ingin memastikan akun Anda aman dan benar-benar Anda yang masuk! Kami telah mengirim email ke {email}. Buka link di dalamnya untuk menetapkan kata sandi baru.',
  'password.breachedTitle': 'Periksa email Anda untuk mereset kata sandi',
  'password.breachedBody': 'Demi keamanan akun Anda, kami telah mengirim email ke {email}. Buka link di dalamnya untuk memilih kata sandi baru yang belum pernah Anda gunakan di tempat lain.',
  'password.didntGetIt': 'Tidak menerima email?',
  'password.resend': 'Kirim ulang email',
  'password.emailResent': 'Email telah dikirim ulang',
  'password.loggingIn': 'Sedang masuk...',
  'password.resetTitle': 'Reset kata sandi Anda',
  'password.resetBody': 'Pilih kata sandi baru untuk akun Anda.',
  'password.requestNewBody': 'Masukkan alamat email Anda dan kami akan mengirimkan link baru.',
  'password.sendNewEmail': 'Kirim email baru',
  'password.confirmationTitle': 'Berhasil!',
  'password.confirmationBody': 'Anda berhasil masuk.',
};

export default texts;
