/** Indonesian (id): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Kata sandi',
  'b2b.password.newField': 'Kata sandi baru',
  'b2b.password.show': 'Tampilkan kata sandi',
  'b2b.password.required': 'Masukkan kata sandi Anda.',
  'b2b.password.loginTitle': 'Masuk dengan email dan kata sandi',
  'b2b.password.loginOrganization': 'Masuk ke {organization}',
  'b2b.password.forgot': 'Lupa kata sandi?',
  'b2b.password.forgotTitle': 'Reset kata sandi Anda',
  'b2b.password.forgotOrganization': 'Kami akan mengirimkan link ke email Anda untuk langsung masuk ke akun Anda, atau untuk mereset kata sandi jika Anda sudah memilikinya.',
  'b2b.password.forgotDiscovery': 'Kami akan mengirimkan link verifikasi ke email Anda untuk mendaftar akun, atau untuk mereset kata sandi jika Anda sudah memilikinya.',
  'b2b.password.noPasswordTitle': 'Tetapkan kata sandi melalui email',
  'b2b.password.noPasswordBody': 'Anda belum memiliki kata sandi. Kami akan mengirimkan link ke email Anda untuk menetapkannya.',
  'b2b.password.breachedTitle': 'Pilih kata sandi baru',
  'b2b.password.breachedBody': 'Kami akan mengirimkan link ke email Anda untuk memilih kata sandi baru yang belum pernah Anda gunakan di tempat lain.',
  'b2b.password.sendLink': 'Kirimkan link ke email saya',
  'b2b.password.sentTitle': 'Periksa email Anda',
  'b2b.password.sentBody': 'Link untuk mereset kata sandi telah dikirim ke {email}.',
  'b2b.password.didntGetIt': 'Tidak menerima email?',
  'b2b.password.resend': 'Kirim ulang email',
  'b2b.password.resent': 'Email telah dikirim ulang',
  'b2b.password.setNewTitle': 'Tetapkan kata sandi baru',
  'b2b.password.setNewBody': 'Pilih kata sandi baru untuk akun Anda.',
  'b2b.password.noToken': 'Halaman ini dibuka tanpa link reset kata sandi. Buka kembali link yang ada di email Anda.',
  'b2b.password.strengthScore': 'Kekuatan kata sandi: {score} dari 4.',
  'b2b.password.accepted': 'Kata sandi diterima.',
  'b2b.password.notAccepted': 'Kata sandi tidak diterima.',
  'b2b.password.requirementsLabel': 'Persyaratan kata sandi',
  'b2b.password.requirementMet': 'Terpenuhi:',
  'b2b.password.requirementUnmet': 'Belum terpenuhi:',
  'b2b.password.minimumLength': { other: 'Minimal {count} karakter' },
  'b2b.password.complexity': { other: 'Harus berisi {count} dari yang berikut: huruf besar, huruf kecil, angka, simbol' },
  'b2b.password.breached': 'Kata sandi ini mungkin pernah digunakan di situs lain yang mengalami masalah keamanan. Silakan pilih kata sandi lain.',
};

export default texts;
