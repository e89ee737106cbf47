/** Indonesian (id): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Mencari organisasi Anda...',
  'b2b.organization.notFound.title': 'Kami tidak dapat menemukan organisasi Anda',
  'b2b.organization.notFound.body': 'Tidak ada organisasi dengan alamat “{slug}”. Periksa link yang Anda buka, atau minta link tersebut kepada administrator Anda.',
  'b2b.organization.notFound.noSlug': 'Halaman ini tidak menyebutkan organisasi. Gunakan link yang diberikan administrator Anda.',
  'b2b.organization.loadFailed.retry': 'Coba lagi',
  'b2b.organization.title': 'Lanjutkan ke {organization}',
  'b2b.organization.sso': 'Lanjutkan dengan {connection}',
  'b2b.organization.continue': 'Lanjutkan',
  'b2b.organization.invalidEmail': 'Format email tidak valid.',
  'b2b.organization.or': 'atau',
  'b2b.organization.password': 'Gunakan kata sandi saja',
  'b2b.organization.noMethods': '{organization} tidak mengizinkan metode masuk apa pun di halaman ini. Hubungi administrator Anda.',
};

export default texts;
