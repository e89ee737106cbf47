/** Malay (ms): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Kata laluan',
  'b2b.password.newField': 'Kata laluan baharu',
  'b2b.password.show': 'Tunjukkan kata laluan',
  'b2b.password.required': 'Masukkan kata laluan anda.',
  'b2b.password.loginTitle': 'Log masuk dengan e-mel dan kata laluan',
  'b2b.password.loginOrganization': 'Log masuk ke {organization}',
  'b2b.password.forgot': 'Lupa kata laluan anda?',
  'b2b.password.forgotTitle': 'Tetapkan semula kata laluan anda',
  'b2b.password.forgotOrganization': 'Kami akan menghantar pautan log masuk kepada anda melalui e-mel untuk log masuk terus ke akaun anda, atau untuk menetapkan semula kata laluan jika anda mempunyainya.',
  'b2b.password.forgotDiscovery': 'Kami akan menghantar pautan pengesahan kepada anda melalui e-mel untuk mendaftar akaun, atau untuk menetapkan semula kata laluan jika anda mempunyainya.',
  'b2b.password.noPasswordTitle': 'Tetapkan kata laluan melalui e-mel',
  'b2b.password.noPasswordBody': 'Anda belum mempunyai kata laluan. Kami akan menghantar pautan kepada anda melalui e-mel untuk menetapkannya.',
  'b2b.password.breachedTitle': 'Pilih kata laluan baharu',
  'b2b.password.breachedBody': 'Kami akan menghantar pautan kepada anda melalui e-mel untuk memilih kata laluan baharu yang belum pernah anda gunakan di tempat lain.',
  'b2b.password.sendLink': 'E-melkan pautan kepada saya',
  'b2b.password.sentTitle': 'Semak e-mel anda',
  'b2b.password.sentBody': 'Pautan untuk menetapkan semula kata laluan anda telah dihantar kepada anda di {email}.',
  'b2b.password.didntGetIt': 'Tidak menerima e-mel?',
  'b2b.password.resend': 'Hantar semula e-mel',
  'b2b.password.resent': 'E-mel telah dihantar semula',
  'b2b.password.setNewTitle': 'Tetapkan kata laluan baharu',
  'b2b.password.setNewBody': 'Pilih kata laluan baharu untuk akaun anda.',
  'b2b.password.noToken': 'Halaman ini dibuka tanpa pautan tetapan semula kata laluan. Buka semula pautan dalam e-mel anda.',
  'b2b.password.strengthScore': 'Kekuatan kata laluan: {score} daripada 4.',
  'b2b.password.accepted': 'Kata laluan diterima.',
  'b2b.password.notAccepted': 'Kata laluan tidak diterima.',
  'b2b.password.requirementsLabel': 'Keperluan kata laluan',
  'b2b.password.requirementMet': 'Dipenuhi:',
  'b2b.password.requirementUnmet': 'Belum dipenuhi:',
  'b2b.password.minimumLength': { other: 'Mesti sekurang-kurangnya {count} aksara' },
  'b2b.password.complexity': { other: 'Mesti mengandungi {count} daripada yang berikut: huruf besar, huruf kecil, nombor, simbol' },
  'b2b.password.breached': 'Kata laluan ini mungkin pernah digunakan di laman lain yang mengalami masalah keselamatan. Sila pilih kata laluan lain.',
};

export default texts;
