/** Malay (ms): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Format e-mel tidak sah.',
  'invalid_phone_number': 'Format nombor telefon tidak sah. Pastikan nombor telefon dalam format E.164.',
  'unsubscribed_phone_number': 'Nombor telefon ini telah berhenti melanggan. Untuk melanggan semula, hantar SMS \'START\'.',
  'inactive_email': 'Alamat e-mel ini ditandakan sebagai tidak aktif. Sila cuba alamat e-mel lain, atau hubungi pentadbir anda jika anda rasa ini satu kesilapan.',
  'unauthorized_credentials': 'E-mel atau kata laluan tidak betul.',
  'user_unauthenticated': 'Anda perlu log masuk untuk melakukan tindakan ini.',
  'email_not_found': 'E-mel tidak ditemui.',
  'unable_to_auth_magic_link': 'Pautan ajaib tidak dapat disahkan kerana pautan itu sudah digunakan atau telah tamat tempoh. Sila cuba lagi.',
  'no_user_password': 'Kata laluan untuk pengguna ini tidak ditemui.',
  'breached_password': 'Kata laluan ini terdapat dalam senarai kata laluan yang telah bocor dan perlu ditetapkan semula.',
  'reset_password': 'Kata laluan perlu ditetapkan semula.',
  'oauth_token_not_found': 'Token OAuth tidak ditemui.',
  'invalid_code': 'Format kod tidak sah. Sila cuba lagi.',
  'member_password_not_found': 'Kata laluan ahli tidak ditemui.',
  'oauth_flow_callback_error': 'Ralat berlaku dalam panggilan balik aliran OAuth.',
  'unauthorized_action': 'Anda tidak dibenarkan melakukan tindakan ini.',
  'user_lock_limit_reached': 'Terlalu banyak percubaan pengesahan yang gagal. Sila cuba lagi kemudian.',
  'invalid_session_token': 'Token sesi tidak sah.',
  'session_not_found': 'Sesi tidak ditemui.',
  'invalid_phone_number_country_code': 'Kod negara tidak sah, tidak disokong atau dilumpuhkan.',
  'otp_code_not_found': 'Kod pengesahan tidak sah. Sila cuba lagi.',
  'duplicate_member_phone_number': 'Ahli dengan nombor telefon ini sudah wujud dalam organisasi.',
  'passkey_unknown_error': 'Ralat yang tidak diketahui berlaku semasa pengesahan dengan kunci laluan. Sila cuba lagi.',
  'passkey_duplicate': 'Kunci laluan tidak dapat dicipta kerana nampaknya ia sudah didaftarkan. Mungkin kunci laluan ini didaftarkan pada peranti lain, kemudian disegerakkan ke peranti ini.',
  'passkey_not_created': 'Kunci laluan anda tidak dicipta. Klik “Cipta kunci laluan” untuk mencuba lagi, atau langkau tanpa menambahkan kunci laluan.',
  'webauthn_registration_not_found': 'Kunci laluan ini telah dialih keluar daripada akaun anda tetapi masih disimpan dalam pengurus kata laluan anda. Alih keluar kunci laluan itu di sana, atau log masuk dengan cara lain.',
  'crypto_connect_failed': '[Ralat] Tidak dapat menyambung ke dompet',
  'crypto_sign_failed': '[Ralat] Tidak dapat menandatangani mesej',
  'consent_error_heading': 'Nampaknya ralat telah berlaku!',
  'consent_denied': 'Akses kepada aplikasi telah ditolak.',
  'no_active_session': 'Tiada sesi aktif dikesan. Sila log masuk untuk meneruskan.',
  'session_expired': 'Log masuk tidak dapat diselesaikan kerana sesi telah tamat tempoh. Semak tarikh dan masa pada peranti anda, kemudian cuba lagi.',
  'network_error': 'Tidak dapat menghubungi pelayan kami.',
  'invalid_json': 'Respons JSON daripada pelayan kami tidak sah.',
  'invalid_response': 'Respons daripada pelayan tidak sah atau tiada respons',
  'unknown_error': 'Ada yang tidak kena. Sila cuba lagi.',
};

export default texts;
