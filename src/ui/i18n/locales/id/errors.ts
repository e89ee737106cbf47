/** Indonesian (id): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Format email tidak valid.',
  'invalid_phone_number': 'Format nomor telepon tidak valid. Pastikan nomor telepon menggunakan format E.164.',
  'unsubscribed_phone_number': 'Nomor telepon ini telah berhenti berlangganan. Untuk berlangganan lagi, kirim SMS berisi \'START\'.',
  'inactive_email': 'Alamat email ini ditandai sebagai tidak aktif. Coba alamat email lain, atau hubungi admin Anda jika menurut Anda ini keliru.',
  'unauthorized_credentials': 'Email atau kata sandi salah.',
  'user_unauthenticated': 'Anda harus masuk terlebih dahulu untuk melakukan tindakan ini.',
  'email_not_found': 'Email tidak ditemukan.',
  'unable_to_auth_magic_link': 'Magic link tidak dapat diverifikasi karena sudah pernah digunakan atau sudah kedaluwarsa. Silakan coba lagi.',
  'no_user_password': 'Kata sandi untuk pengguna ini tidak ditemukan.',
  'breached_password': 'Kata sandi ini ada dalam daftar kata sandi yang bocor dan harus direset.',
  'reset_password': 'Kata sandi harus direset.',
  'oauth_token_not_found': 'Token OAuth tidak ditemukan.',
  'invalid_code': 'Format kode tidak valid. Silakan coba lagi.',
  'member_password_not_found': 'Kata sandi anggota tidak ditemukan.',
  'oauth_flow_callback_error': 'Terjadi kesalahan pada callback alur OAuth.',
  'unauthorized_action': 'Anda tidak diizinkan melakukan tindakan ini.',
  'user_lock_limit_reached': 'Terlalu banyak percobaan verifikasi yang gagal. Silakan coba lagi nanti.',
  'invalid_session_token': 'Token sesi tidak valid.',
  'session_not_found': 'Sesi tidak ditemukan.',
  'invalid_phone_number_country_code': 'Kode negara tidak valid, tidak didukung, atau dinonaktifkan.',
  'otp_code_not_found': 'Kode verifikasi tidak valid. Silakan coba lagi.',
  'duplicate_member_phone_number': 'Anggota dengan nomor telepon ini sudah ada di organisasi.',
  'passkey_unknown_error': 'Terjadi kesalahan yang tidak diketahui saat verifikasi dengan kunci sandi. Silakan coba lagi.',
  'passkey_duplicate': 'Kunci sandi tidak dapat dibuat karena tampaknya sudah terdaftar. Mungkin kunci sandi ini didaftarkan di perangkat lain, lalu disinkronkan ke perangkat ini.',
  'passkey_not_created': 'Kunci sandi Anda tidak dibuat. Klik “Buat kunci sandi” untuk mencoba lagi, atau lewati tanpa menambahkan kunci sandi.',
  'webauthn_registration_not_found': 'Kunci sandi ini telah dihapus dari akun Anda, tetapi masih tersimpan di pengelola sandi Anda. Hapus juga dari sana, atau masuk dengan cara lain.',
  'crypto_connect_failed': '[Kesalahan] Tidak dapat terhubung ke dompet',
  'crypto_sign_failed': '[Kesalahan] Tidak dapat menandatangani pesan',
  'consent_error_heading': 'Sepertinya terjadi kesalahan!',
  'consent_denied': 'Akses ke aplikasi ditolak.',
  'no_active_session': 'Tidak ada sesi aktif. Silakan masuk untuk melanjutkan.',
  'session_expired': 'Proses masuk tidak dapat diselesaikan karena sesi sudah berakhir. Periksa tanggal dan waktu di perangkat Anda, lalu coba lagi.',
  'network_error': 'Tidak dapat menghubungi server kami.',
  'invalid_json': 'Respons JSON dari server kami tidak valid.',
  'invalid_response': 'Respons dari server tidak valid atau tidak ada',
  'unknown_error': 'Terjadi kesalahan. Silakan coba lagi.',
};

export default texts;
