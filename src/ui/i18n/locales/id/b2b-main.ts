/** Indonesian (id): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Daftar atau masuk',
  'b2b.main.continue': 'Lanjutkan',
  'b2b.main.invalidEmail': 'Format email tidak valid.',
  'b2b.main.or': 'atau',
  'b2b.main.sso': 'Gunakan single sign-on',
  'b2b.main.password': 'Gunakan kata sandi saja',
  'b2b.main.signingIn': 'Sedang masuk...',
  'b2b.signedIn.title': 'Berhasil!',
  'b2b.signedIn.body': 'Anda berhasil masuk.',
  'b2b.signedIn.bodyWithOrganization': 'Anda berhasil masuk ke {organization}.',
  'b2b.primaryRequired.title': 'Diperlukan metode masuk lain',
  'b2b.primaryRequired.body': '{organization} mengharuskan Anda masuk dengan metode lain. Kembali dan pilih metode yang diizinkan.',
  'b2b.primaryRequired.goBack': 'Kembali',
};

export default texts;
