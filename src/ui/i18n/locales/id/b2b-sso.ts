/** Indonesian (id): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Masukkan email Anda untuk melanjutkan',
  'b2b.sso.connectionsTitle': 'Pilih koneksi untuk melanjutkan',
  'b2b.sso.organizationTitle': 'Lanjutkan ke {organization}',
  'b2b.sso.continueWith': 'Lanjutkan dengan {name}',
  'b2b.sso.noConnections': 'Organisasi ini belum memiliki koneksi single sign-on. Coba metode lain.',
  'b2b.sso.fallbackTitle': 'Maaf, kami tidak dapat menemukan koneksi apa pun',
  'b2b.sso.fallbackBody': 'Masukkan slug unik organisasi untuk melanjutkan. Jika tidak tahu slug uniknya, masuk dengan metode lain untuk melihat semua organisasi yang tersedia untuk Anda.',
  'b2b.sso.slugField': 'Slug organisasi',
  'b2b.sso.slugRequired': 'Masukkan slug organisasi.',
  'b2b.sso.orgNotFound': 'Organisasi tidak ditemukan. Silakan coba lagi.',
  'b2b.sso.landingFailedTitle': 'Kami tidak dapat memproses masuk Anda',
  'b2b.sso.tryAnotherMethod': 'Coba metode lain',
  'b2b.sso.redirecting': 'Mengalihkan ke {name}…',
  'b2b.sso.signingIn': 'Sedang masuk…',
};

export default texts;
