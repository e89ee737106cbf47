/** Indonesian (id): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Pilih organisasi untuk melanjutkan',
  'b2b.discovery.continue': 'Lanjutkan',
  'b2b.discovery.acceptInvite': 'Terima undangan',
  'b2b.discovery.join': 'Gabung',
  'b2b.discovery.create': 'Buat organisasi',
  'b2b.discovery.working': 'Sedang masuk...',
  'b2b.discovery.none.title': '{email} tidak tergabung dalam organisasi mana pun.',
  'b2b.discovery.none.askAdmin': 'Pastikan alamat email Anda benar. Jika sudah benar, Anda mungkin perlu diundang oleh admin Anda.',
  'b2b.discovery.none.createTitle': 'Buat organisasi untuk memulai',
  'b2b.discovery.none.createBody': '{email} belum memiliki akun. Menurut Anda ini keliru? Coba alamat email lain, atau hubungi admin Anda.',
  'b2b.discovery.none.tryAgain': 'Coba alamat email lain',
  'b2b.discovery.createForm.title': 'Buat organisasi',
  'b2b.discovery.createForm.name': 'Nama organisasi',
  'b2b.discovery.createForm.slug': 'Slug organisasi',
  'b2b.discovery.createForm.url': 'Alamat organisasi Anda: {url}',
  'b2b.discovery.createForm.submit': 'Buat organisasi',
  'b2b.discovery.createForm.nameRequired': 'Masukkan nama organisasi Anda.',
  'b2b.discovery.createForm.slugInvalid': 'Gunakan 2 hingga 128 huruf, angka, tanda hubung, titik, garis bawah, atau tilde.',
};

export default texts;
