/** Malay (ms): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ms: EmulatorTexts = {
  'duration.minutes': { other: '{count} minit' },
  'duration.seconds': { other: '{count} saat' },
  'otp.subject': 'Kod pengesahan anda',
  'otp.body': 'Kod pengesahan {projectName} anda ialah {code}. Kod ini akan tamat tempoh dalam {duration}.',
  'magicLink.login.subject': 'Pautan log masuk anda',
  'magicLink.signup.subject': 'Sahkan e-mel anda untuk mendaftar',
  'magicLink.login.intro': 'Klik pautan di bawah untuk log masuk ke {projectName}:',
  'magicLink.signup.intro': 'Klik pautan di bawah untuk melengkapkan pendaftaran anda di {projectName}:',
  'magicLink.expiry': 'Pautan ini akan tamat tempoh dalam {duration}. Jika anda tidak memintanya, abaikan e-mel ini.',
  'passwordReset.subject': 'Tetapkan semula kata laluan anda',
  'passwordReset.intro': 'Seseorang telah meminta untuk menetapkan semula kata laluan akaun {projectName} anda. Untuk memilih kata laluan baharu, buka:',
  'passwordReset.loginInstead': 'Atau log masuk tanpa menukar kata laluan anda:',
  'passwordReset.expiry': 'Pautan ini akan tamat tempoh dalam {duration}. Jika anda tidak memintanya, abaikan e-mel ini.',
  'b2b.passwordReset.organization.subject': 'Tetapkan semula kata laluan {organizationName} anda',
  'b2b.passwordReset.organization.intro': 'Seseorang telah meminta untuk menetapkan semula kata laluan anda bagi {organizationName}. Untuk memilih kata laluan baharu, buka:',
  'b2b.passwordReset.project.subject': 'Tetapkan semula kata laluan {projectName} anda',
  'b2b.passwordReset.project.intro': 'Seseorang telah meminta untuk menetapkan semula kata laluan {projectName} anda. Untuk memilih kata laluan baharu, buka:',
  'b2b.passwordReset.expiry': 'Pautan ini akan tamat tempoh dalam {duration}. Jika anda tidak memintanya, abaikan e-mel ini.',
  'b2b.otp.subject': 'Kod pengesahan {projectName} anda',
  'b2b.otp.body': 'Kod anda untuk log masuk ialah {code}. Kod ini akan tamat tempoh dalam {duration}.',
  'b2b.otp.organizationBody': 'Kod anda untuk log masuk ke {organizationName} ialah {code}. Kod ini akan tamat tempoh dalam {duration}.',
  'b2b.magicLink.subject': 'Pautan log masuk {projectName} anda',
  'b2b.magicLink.body': 'Log masuk ke {name}: {link}',
  'b2b.magicLink.expiry': 'Pautan ini akan tamat tempoh dalam {duration}.',
};

export default ms;
