/** Malay (ms): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Daftar atau log masuk',
  'b2b.main.continue': 'Teruskan',
  'b2b.main.invalidEmail': 'Format e-mel tidak sah.',
  'b2b.main.or': 'atau',
  'b2b.main.sso': 'Gunakan daftar masuk tunggal',
  'b2b.main.password': 'Gunakan kata laluan sebagai ganti',
  'b2b.main.signingIn': 'Sedang log masuk...',
  'b2b.signedIn.title': 'Berjaya!',
  'b2b.signedIn.body': 'Anda berjaya log masuk.',
  'b2b.signedIn.bodyWithOrganization': 'Anda berjaya log masuk ke {organization}.',
  'b2b.primaryRequired.title': 'Kaedah log masuk lain diperlukan',
  'b2b.primaryRequired.body': '{organization} memerlukan anda log masuk dengan kaedah lain. Kembali dan pilih kaedah yang dibenarkan.',
  'b2b.primaryRequired.goBack': 'Kembali',
};

export default texts;
