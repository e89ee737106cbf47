/** Malay (ms): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Log masuk ke {clientName} dengan {projectName}',
  'idp.titleCustomScopes': '{clientName} ingin mengakses akaun {projectName} anda',
  'idp.permissionsStandard': 'Benarkan {clientName} untuk:',
  'idp.permissionsCustom': '{clientName} meminta kebenaran untuk:',
  'idp.ungrantableNotice': 'Anda tidak mempunyai kebenaran untuk memberi {clientName} akses kepada sesetengah skop yang diminta.',
  'idp.ungrantableList': 'Anda tidak boleh meluluskan permintaan {clientName} untuk:',
  'idp.fallbackClientName': 'Aplikasi ini',
  'idp.clientLogo': 'Logo {clientName}',
  'idp.allow': 'Benarkan',
  'idp.deny': 'Tolak',
  'idp.loading': 'Memuatkan...',
  'idp.missingParameter': 'Parameter yang diperlukan tiada: {param}. Sila hubungi pembangun aplikasi.',
  'idp.successTitle': 'Berjaya!',
  'idp.successBody': 'Anda telah log masuk ke {clientName}. Anda boleh menutup halaman ini.',
  'idp.redirecting': 'Membawa anda kembali ke {clientName}…',
  'idp.redirectNotRequested': 'Permintaan ini tidak dapat diselesaikan: alamat kembali bukan alamat yang diminta oleh aplikasi. Sila hubungi pembangun aplikasi.',
  'idp.scope.openid': 'Mengesahkan identiti anda',
  'idp.scope.openid.detail': 'Melihat maklumat yang disimpan dalam akaun anda',
  'idp.scope.personalProfile': 'Melihat maklumat profil peribadi anda',
  'idp.scope.profile.detail': 'Nama, gambar profil dan bahasa anda',
  'idp.scope.email.detail': 'Alamat e-mel anda',
  'idp.scope.phone.detail': 'Nombor telefon anda',
  'idp.scope.offline_access': 'Mengekalkan akses kepada data anda walaupun anda tidak sedang menggunakan aplikasi',
  'idp.scope.full_access': 'Mempunyai akses penuh kepada akaun anda',
  'idp.scope.custom': 'Menggunakan skop {scope}',
  'idp.logoutTitle': 'Log keluar?',
  'idp.logoutBody': 'Adakah anda pasti mahu log keluar daripada akaun {projectName} anda?',
  'idp.yes': 'Ya',
  'idp.no': 'Tidak',
  'idp.logoutDeniedTitle': 'Masih log masuk',
  'idp.logoutDenied': 'Anda belum dilog keluar. Anda boleh menutup halaman ini.',
};

export default texts;
