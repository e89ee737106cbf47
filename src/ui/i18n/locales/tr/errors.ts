/** Turkish (tr): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'E-posta biçimi geçersiz.',
  'invalid_phone_number': 'Telefon numarası biçimi geçersiz. Telefon numarasının E.164 biçiminde olduğundan emin olun.',
  'unsubscribed_phone_number': 'Bu telefon numarasının aboneliği iptal edilmiş; yeniden abone olmak için "START" yazıp SMS gönderin.',
  'inactive_email': 'Bu e-posta adresi etkin değil olarak işaretlenmiş. Lütfen başka bir e-posta adresi deneyin veya bunun bir hata olduğunu düşünüyorsanız yöneticinizle iletişime geçin.',
  'unauthorized_credentials': 'E-posta veya şifre hatalı.',
  'user_unauthenticated': 'Bu işlem için giriş yapmış olmanız gerekir.',
  'email_not_found': 'E-posta bulunamadı.',
  'unable_to_auth_magic_link': 'Sihirli bağlantı daha önce kullanıldığı veya süresi dolduğu için doğrulanamadı. Lütfen tekrar deneyin.',
  'no_user_password': 'Bu kullanıcı için şifre bulunamadı.',
  'breached_password': 'Bu şifre, ele geçirilmiş şifreler listesinde yer alıyor ve sıfırlanması gerekiyor.',
  'reset_password': 'Şifrenin sıfırlanması gerekiyor.',
  'oauth_token_not_found': 'OAuth belirteci bulunamadı.',
  'invalid_code': 'Kod biçimi geçersiz, lütfen tekrar deneyin.',
  'member_password_not_found': 'Üye şifresi bulunamadı.',
  'oauth_flow_callback_error': 'OAuth ile girişten dönülürken bir hata oluştu.',
  'unauthorized_action': 'Bu işlem için yetkiniz yok.',
  'user_lock_limit_reached': 'Çok fazla başarısız kimlik doğrulama denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
  'invalid_session_token': 'Geçersiz oturum belirteci.',
  'session_not_found': 'Oturum bulunamadı.',
  'invalid_phone_number_country_code': 'Ülke kodu geçersiz, desteklenmiyor veya devre dışı.',
  'otp_code_not_found': 'Tek kullanımlık kod hatalı, lütfen tekrar deneyin.',
  'duplicate_member_phone_number': 'Kuruluşta bu telefon numarasına sahip bir üye zaten var.',
  'passkey_unknown_error': 'Geçiş anahtarıyla kimlik doğrulama sırasında bilinmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  'passkey_duplicate': 'Geçiş anahtarı zaten kayıtlı göründüğü için oluşturulamıyor. Bu geçiş anahtarı başka bir cihazda kaydedilmiş ve cihazlar arasında eşitlenmiş olabilir.',
  'passkey_not_created': 'Geçiş anahtarınız oluşturulmadı. Tekrar denemek için "Geçiş anahtarı oluştur" düğmesine tıklayın veya geçiş anahtarı eklemeden bu adımı atlayın.',
  'webauthn_registration_not_found': 'Bu geçiş anahtarı hesabınızdan kaldırıldı ancak hâlâ şifre yöneticinizde kayıtlı. Oradan da kaldırın veya başka bir yöntemle giriş yapın.',
  'crypto_connect_failed': '[Hata] Cüzdana bağlanılamadı',
  'crypto_sign_failed': '[Hata] Mesaj imzalanamadı',
  'consent_error_heading': 'Görünüşe göre bir hata oluştu!',
  'consent_denied': 'Uygulamaya erişim reddedildi.',
  'no_active_session': 'Etkin oturum bulunamadı. Devam etmek için lütfen giriş yapın.',
  'session_expired': 'Oturumun süresi zaten dolduğu için giriş tamamlanamadı. Cihazınızın tarih ve saatini kontrol edip tekrar deneyin.',
  'network_error': 'Sunucularımıza ulaşılamıyor.',
  'invalid_json': 'Sunucularımızdan geçersiz JSON yanıtı alındı.',
  'invalid_response': 'Sunucudan geçersiz yanıt alındı veya yanıt alınamadı',
  'unknown_error': 'Bir sorun oluştu. Lütfen tekrar deneyin.',
};

export default texts;
