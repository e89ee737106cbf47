/** Indonesian (id): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const id: EmulatorTexts = {
  'duration.minutes': { other: '{count} menit' },
  'duration.seconds': { other: '{count} detik' },
  'otp.subject': 'Kode verifikasi Anda',
  'otp.body': 'Kode verifikasi {projectName} Anda adalah {code}. Kode ini akan kedaluwarsa dalam {duration}.',
  'magicLink.login.subject': 'Link masuk Anda',
  'magicLink.signup.subject': 'Konfirmasi email Anda untuk mendaftar',
  'magicLink.login.intro': 'Klik link di bawah ini untuk masuk ke {projectName}:',
  'magicLink.signup.intro': 'Klik link di bawah ini untuk menyelesaikan pendaftaran di {projectName}:',
  'magicLink.expiry': 'Link ini akan kedaluwarsa dalam {duration}. Jika Anda tidak memintanya, abaikan email ini.',
  'passwordReset.subject': 'Reset kata sandi Anda',
  'passwordReset.intro': 'Seseorang meminta untuk mereset kata sandi akun {projectName} Anda. Untuk memilih kata sandi baru, buka:',
  'passwordReset.loginInstead': 'Atau masuk tanpa mengubah kata sandi Anda:',
  'passwordReset.expiry': 'Link ini akan kedaluwarsa dalam {duration}. Jika Anda tidak memintanya, abaikan email ini.',
  'b2b.passwordReset.organization.subject': 'Reset kata sandi {organizationName} Anda',
  'b2b.passwordReset.organization.intro': 'Seseorang meminta untuk mereset kata sandi Anda untuk {organizationName}. Untuk memilih kata sandi baru, buka:',
  'b2b.passwordReset.project.subject': 'Reset kata sandi {projectName} Anda',
  'b2b.passwordReset.project.intro': 'Seseorang meminta untuk mereset kata sandi {projectName} Anda. Untuk memilih kata sandi baru, buka:',
  'b2b.passwordReset.expiry': 'Link ini akan kedaluwarsa dalam {duration}. Jika Anda tidak memintanya, abaikan email ini.',
  'b2b.otp.subject': 'Kode verifikasi {projectName} Anda',
  'b2b.otp.body': 'Kode Anda untuk masuk adalah {code}. Kode ini akan kedaluwarsa dalam {duration}.',
  'b2b.otp.organizationBody': 'Kode Anda untuk masuk ke {organizationName} adalah {code}. Kode ini akan kedaluwarsa dalam {duration}.',
  'b2b.magicLink.subject': 'Link masuk {projectName} Anda',
  'b2b.magicLink.body': 'Masuk ke {name}: {link}',
  'b2b.magicLink.expiry': 'Link ini akan kedaluwarsa dalam {duration}.',
};

export default id;
