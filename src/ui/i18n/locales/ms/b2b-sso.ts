/** Malay (ms): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Masukkan e-mel anda untuk meneruskan',
  'b2b.sso.connectionsTitle': 'Pilih sambungan untuk meneruskan',
  'b2b.sso.organizationTitle': 'Teruskan ke {organization}',
  'b2b.sso.continueWith': 'Teruskan dengan {name}',
  'b2b.sso.noConnections': 'Organisasi ini belum mempunyai sambungan daftar masuk tunggal. Cuba kaedah lain.',
  'b2b.sso.fallbackTitle': 'Maaf, kami tidak dapat menemui sebarang sambungan',
  'b2b.sso.fallbackBody': 'Sila masukkan slug unik organisasi untuk meneruskan. Jika anda tidak tahu slug unik itu, log masuk melalui kaedah lain untuk melihat semua organisasi yang tersedia untuk anda.',
  'b2b.sso.slugField': 'Slug organisasi',
  'b2b.sso.slugRequired': 'Masukkan slug organisasi.',
  'b2b.sso.orgNotFound': 'Organisasi tidak ditemui. Sila cuba lagi.',
  'b2b.sso.landingFailedTitle': 'Kami tidak dapat melog masuk anda',
  'b2b.sso.tryAnotherMethod': 'Cuba kaedah lain',
  'b2b.sso.redirecting': 'Mengubah hala ke {name}…',
  'b2b.sso.signingIn': 'Sedang log masuk…',
};

export default texts;
