/** Malay (ms): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Kata laluan',
  'password.newPassword': 'Kata laluan baharu',
  'password.showPassword': 'Tunjukkan kata laluan',
  'password.createTitle': 'Cipta akaun',
  'password.createBody': 'Pilih kata laluan untuk {email}.',
  'password.loginTitle': 'Log masuk',
  'password.loginBody': 'Masukkan kata laluan untuk {email}.',
  'password.forgot': 'Lupa kata laluan?',
  'password.createInstead': 'Cipta kata laluan sebagai ganti',
  'password.emailLinkInstead': 'E-melkan pautan log masuk kepada saya',
  'password.emailCodeInstead': 'E-melkan kod log masuk kepada saya',
  'password.strengthLabel': 'Kekuatan kata laluan',
  'password.strength.veryWeak': 'Sangat lemah',
  'password.strength.weak': 'Lemah',
  'password.strength.strong': 'Kuat',
  'password.strength.veryStrong': 'Sangat kuat',
  'password.requirementsLabel': 'Keperluan kata laluan',
  'password.requirementMet': 'Dipenuhi:',
  'password.requirementUnmet': 'Belum dipenuhi:',
  'password.luds.length': { other: 'Mesti sekurang-kurangnya {count} aksara' },
  'password.luds.complexity': { other: 'Mesti mengandungi {count} daripada yang berikut: huruf besar, huruf kecil, nombor, simbol' },
  'password.luds.breached': 'Kata laluan ini mungkin pernah digunakan di laman lain yang mengalami masalah keselamatan. Sila pilih kata laluan lain.',
  'password.forgotTitle': 'Semak e-mel anda untuk mendapatkan bantuan log masuk!',
  'password.forgotBody': 'Kami telah menghantar e-mel ke {email} yang mengandungi pautan untuk menetapkan semula kata laluan anda. Ikuti pautan itu untuk memilih kata laluan baharu.',
  'password.setNewTitle': 'Semak e-mel anda!',
  'password.setNewBody': 'Kami telah menghantar e-mel ke {email}. Ikuti pautan di dalamnya untuk menetapkan kata laluan bagi akaun anda.',
  'password.dedupeTitle': 'Semak e-mel anda untuk menetapkan kata laluan baharu',
  'password.dedupeBody': 'Kami ingin memastikan akaun anda selamat dan benar-benar anda yang log masuk! Kami telah menghantar e-mel ke {email}. Ikuti pautan di dalamnya untuk menetapkan kata laluan baharu.',
  'password.breachedTitle': 'Semak e-mel anda untuk menetapkan semula kata laluan',
  'password.breachedBody': 'Untuk memastikan akaun anda selamat, kami telah menghantar e-mel ke {email}. Ikuti pautan di dalamnya untuk memilih kata laluan baharu yang belum pernah anda gunakan di tempat lain.',
  'password.didntGetIt': 'Tidak menerima e-mel?',
  'password.resend': 'Hantar semula e-mel',
  'password.emailResent': 'E-mel telah dihantar semula',
  'password.loggingIn': 'Sedang log masuk...',
  'password.resetTitle': 'Tetapkan semula kata laluan anda',
  'password.resetBody': 'Pilih kata laluan baharu untuk akaun anda.',
  'password.requestNewBody': 'Masukkan alamat e-mel anda dan kami akan menghantar pautan baharu kepada anda.',
  'password.sendNewEmail': 'Hantar e-mel baharu',
  'password.confirmationTitle': 'Berjaya!',
  'password.confirmationBody': 'Anda berjaya log masuk.',
};

export default texts;
