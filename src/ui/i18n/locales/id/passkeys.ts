/** Indonesian (id): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Berhasil!',
  'passkey.successBody': 'Kunci sandi Anda berhasil diverifikasi.',
  'passkey.checkingSession': 'Memeriksa sesi Anda...',
  'passkey.noActiveUser': 'Kesalahan: Komponen PasskeyRegistration tidak dapat digunakan tanpa pengguna aktif yang sudah masuk.',
  'passkey.registrationTitle': 'Siapkan kunci sandi baru',
  'passkey.registrationBody': 'Dengan kunci sandi, Anda dapat masuk menggunakan sidik jari, wajah, atau kunci layar, tanpa kata sandi atau kode.',
  'passkey.create': 'Buat kunci sandi',
  'passkey.skip': 'Lewati',
  'passkey.createdTitle': 'Kunci sandi berhasil dibuat!',
  'passkey.skippedTitle': 'Kunci sandi Anda',
  'passkey.setUpAnother': 'Siapkan kunci sandi lain',
  'passkey.done': 'Selesai',
  'passkey.existingPasskeys': 'Kunci sandi yang ada',
  'passkey.listNoActiveUser': 'Kesalahan: Komponen PasskeyList tidak dapat digunakan tanpa pengguna aktif yang sudah masuk.',
  'passkey.listEmpty': 'Belum ada kunci sandi.',
  'passkey.listLoading': 'Memuat kunci sandi Anda...',
  'passkey.created': 'Dibuat {date}',
  'passkey.lastUsed': 'Terakhir digunakan {date}',
  'passkey.neverUsed': 'Belum pernah digunakan',
  'passkey.rename': 'Ganti nama',
  'passkey.renameLabel': 'Ganti nama {name}',
  'passkey.nameLabel': 'Nama kunci sandi',
  'passkey.nameRequired': 'Masukkan nama untuk kunci sandi ini.',
  'passkey.nameHint': 'Tekan Enter untuk menyimpan atau Escape untuk membatalkan.',
  'passkey.save': 'Simpan',
  'passkey.delete': 'Hapus',
  'passkey.deleteLabel': 'Hapus {name}',
  'passkey.cancel': 'Batal',
  'passkey.deleteConfirm': 'Hapus kunci sandi {name}?',
  'passkey.deleteWarning': 'Kunci sandi yang dihapus tidak dapat digunakan lagi untuk masuk. Hapus juga dari pengelola sandi Anda.',
};

export default texts;
