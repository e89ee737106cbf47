/** Indonesian (id): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Masuk ke {clientName} dengan {projectName}',
  'idp.titleCustomScopes': '{clientName} ingin mengakses akun {projectName} Anda',
  'idp.permissionsStandard': 'Izinkan {clientName} untuk:',
  'idp.permissionsCustom': '{clientName} meminta izin untuk:',
  'idp.ungrantableNotice': 'Anda tidak memiliki izin untuk memberi {clientName} akses ke beberapa cakupan yang diminta.',
  'idp.ungrantableList': 'Anda tidak dapat menyetujui permintaan {clientName} untuk:',
  'idp.fallbackClientName': 'Aplikasi ini',
  'idp.clientLogo': 'Logo {clientName}',
  'idp.allow': 'Izinkan',
  'idp.deny': 'Tolak',
  'idp.loading': 'Memuat...',
  'idp.missingParameter': 'Parameter wajib tidak ada: {param}. Silakan hubungi developer aplikasi.',
  'idp.successTitle': 'Berhasil!',
  'idp.successBody': 'Anda telah masuk ke {clientName}. Anda dapat menutup halaman ini.',
  'idp.redirecting': 'Mengarahkan Anda kembali ke {clientName}…',
  'idp.redirectNotRequested': 'Permintaan ini tidak dapat diselesaikan: alamat tujuan kembali tidak sesuai dengan yang diminta aplikasi. Silakan hubungi developer aplikasi.',
  'idp.scope.openid': 'Memverifikasi identitas Anda',
  'idp.scope.openid.detail': 'Melihat informasi yang tersimpan di akun Anda',
  'idp.scope.personalProfile': 'Melihat informasi profil pribadi Anda',
  'idp.scope.profile.detail': 'Nama, foto profil, dan bahasa Anda',
  'idp.scope.email.detail': 'Alamat email Anda',
  'idp.scope.phone.detail': 'Nomor telepon Anda',
  'idp.scope.offline_access': 'Tetap mengakses data Anda meskipun Anda sedang tidak menggunakan aplikasi',
  'idp.scope.full_access': 'Memiliki akses penuh ke akun Anda',
  'idp.scope.custom': 'Menggunakan cakupan {scope}',
  'idp.logoutTitle': 'Keluar?',
  'idp.logoutBody': 'Yakin ingin keluar dari akun {projectName} Anda?',
  'idp.yes': 'Ya',
  'idp.no': 'Tidak',
  'idp.logoutDeniedTitle': 'Masih masuk',
  'idp.logoutDenied': 'Anda belum keluar. Anda dapat menutup halaman ini.',
};

export default texts;
