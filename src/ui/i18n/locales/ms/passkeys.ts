/** Malay (ms): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Berjaya!',
  'passkey.successBody': 'Kunci laluan anda berjaya disahkan.',
  'passkey.checkingSession': 'Menyemak sesi anda...',
  'passkey.noActiveUser': 'Ralat: Komponen PasskeyRegistration tidak boleh digunakan tanpa pengguna aktif yang telah log masuk.',
  'passkey.registrationTitle': 'Sediakan kunci laluan baharu',
  'passkey.registrationBody': 'Dengan kunci laluan, anda boleh log masuk menggunakan cap jari, wajah atau kunci skrin, bukannya kata laluan atau kod.',
  'passkey.create': 'Cipta kunci laluan',
  'passkey.skip': 'Langkau',
  'passkey.createdTitle': 'Kunci laluan berjaya dicipta!',
  'passkey.skippedTitle': 'Kunci laluan anda',
  'passkey.setUpAnother': 'Sediakan kunci laluan lain',
  'passkey.done': 'Selesai',
  'passkey.existingPasskeys': 'Kunci laluan sedia ada',
  'passkey.listNoActiveUser': 'Ralat: Komponen PasskeyList tidak boleh digunakan tanpa pengguna aktif yang telah log masuk.',
  'passkey.listEmpty': 'Belum ada kunci laluan.',
  'passkey.listLoading': 'Memuatkan kunci laluan anda...',
  'passkey.created': 'Dicipta pada {date}',
  'passkey.lastUsed': 'Terakhir digunakan pada {date}',
  'passkey.neverUsed': 'Belum pernah digunakan',
  'passkey.rename': 'Namakan semula',
  'passkey.renameLabel': 'Namakan semula {name}',
  'passkey.nameLabel': 'Nama kunci laluan',
  'passkey.nameRequired': 'Masukkan nama untuk kunci laluan ini.',
  'passkey.nameHint': 'Tekan Enter untuk menyimpan atau Escape untuk membatalkan.',
  'passkey.save': 'Simpan',
  'passkey.delete': 'Padam',
  'passkey.deleteLabel': 'Padam {name}',
  'passkey.cancel': 'Batal',
  'passkey.deleteConfirm': 'Padam kunci laluan {name}?',
  'passkey.deleteWarning': 'Kunci laluan yang dipadam tidak boleh digunakan lagi untuk log masuk. Alih keluar juga daripada pengurus kata laluan anda.',
};

export default texts;
