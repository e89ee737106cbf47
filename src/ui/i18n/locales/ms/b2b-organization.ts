/** Malay (ms): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Mencari organisasi anda...',
  'b2b.organization.notFound.title': 'Kami tidak dapat menemui organisasi anda',
  'b2b.organization.notFound.body': 'Tiada organisasi yang mempunyai alamat “{slug}”. Semak pautan yang anda ikuti, atau minta pautan itu daripada pentadbir anda.',
  'b2b.organization.notFound.noSlug': 'Halaman ini tidak menamakan sebarang organisasi. Gunakan pautan yang diberikan oleh pentadbir anda.',
  'b2b.organization.loadFailed.retry': 'Cuba lagi',
  'b2b.organization.title': 'Teruskan ke {organization}',
  'b2b.organization.sso': 'Teruskan dengan {connection}',
  'b2b.organization.continue': 'Teruskan',
  'b2b.organization.invalidEmail': 'Format e-mel tidak sah.',
  'b2b.organization.or': 'atau',
  'b2b.organization.password': 'Gunakan kata laluan sebagai ganti',
  'b2b.organization.noMethods': '{organization} tidak membenarkan sebarang kaedah log masuk pada halaman ini. Hubungi pentadbir anda.',
};

export default texts;
