/** Persian (fa): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'قالب ایمیل نامعتبر است.',
  'invalid_phone_number': 'قالب شماره تلفن نامعتبر است. مطمئن شوید شماره تلفن در قالب E.164 است.',
  'unsubscribed_phone_number': 'اشتراک این شماره تلفن لغو شده است؛ برای اشتراک دوباره، پیامکی با متن «START» ارسال کنید.',
  'inactive_email': 'این نشانی ایمیل غیرفعال علامت خورده است. لطفاً نشانی ایمیل دیگری را امتحان کنید، یا اگر فکر می‌کنید اشتباهی رخ داده است، با سرپرست خود تماس بگیرید.',
  'unauthorized_credentials': 'ایمیل یا رمز عبور نادرست است.',
  'user_unauthenticated': 'برای انجام این کار باید وارد حساب خود شده باشید.',
  'email_not_found': 'ایمیل پیدا نشد.',
  'unable_to_auth_magic_link': 'پیوند جادویی تأیید نشد، چون قبلاً استفاده شده یا منقضی شده است. لطفاً دوباره تلاش کنید.',
  'no_user_password': 'برای این کاربر رمز عبوری پیدا نشد.',
  'breached_password': 'این رمز عبور در فهرست رمزهای عبور افشاشده وجود دارد و باید بازنشانی شود.',
  'reset_password': 'رمز عبور باید بازنشانی شود.',
  'oauth_token_not_found': 'توکن OAuth پیدا نشد.',
  'invalid_code': 'قالب کد نامعتبر است، لطفاً دوباره تلاش کنید.',
  'member_password_not_found': 'رمز عبور عضو پیدا نشد.',
  'oauth_flow_callback_error': 'هنگام بازگشت از فرایند ورود با OAuth خطایی رخ داد.',
  'unauthorized_action': 'اجازهٔ انجام این کار را ندارید.',
  'user_lock_limit_reached': 'تعداد تلاش‌های ناموفق برای احراز هویت بیش از حد مجاز است. لطفاً بعداً دوباره تلاش کنید.',
  'invalid_session_token': 'توکن نشست نامعتبر است.',
  'session_not_found': 'نشست پیدا نشد.',
  'invalid_phone_number_country_code': 'کد کشور نامعتبر، پشتیبانی‌نشده یا غیرفعال است.',
  'otp_code_not_found': 'کد یک‌بارمصرف نادرست است، لطفاً دوباره تلاش کنید.',
  'duplicate_member_phone_number': 'عضوی با این شماره تلفن از قبل در این سازمان وجود دارد.',
  'passkey_unknown_error': 'هنگام احراز هویت با کلید عبور خطای ناشناخته‌ای رخ داد. لطفاً دوباره تلاش کنید.',
  'passkey_duplicate': 'کلید عبور ساخته نشد، چون به نظر می‌رسد قبلاً ثبت شده است. ممکن است این کلید عبور در دستگاه دیگری ثبت شده و بین دستگاه‌ها همگام‌سازی شده باشد.',
  'passkey_not_created': 'کلید عبور شما ساخته نشد. برای تلاش دوباره روی «ساخت کلید عبور» کلیک کنید، یا بدون افزودن کلید عبور از این مرحله رد شوید.',
  'webauthn_registration_not_found': 'این کلید عبور از حساب شما حذف شده، اما هنوز در مدیر رمز عبور شما ذخیره است. آن را از آنجا حذف کنید یا با روش دیگری وارد شوید.',
  'crypto_connect_failed': '[خطا] اتصال به کیف پول ممکن نشد',
  'crypto_sign_failed': '[خطا] امضای پیام ممکن نشد',
  'consent_error_heading': 'به نظر می‌رسد خطایی رخ داده است!',
  'consent_denied': 'دسترسی به برنامه رد شد.',
  'no_active_session': 'نشست فعالی پیدا نشد. لطفاً برای ادامه وارد شوید.',
  'session_expired': 'ورود کامل نشد، چون نشست منقضی شده است. تاریخ و ساعت دستگاه خود را بررسی کنید و دوباره تلاش کنید.',
  'network_error': 'ارتباط با سرورهای ما برقرار نشد.',
  'invalid_json': 'پاسخ JSON نامعتبری از سرورهای ما دریافت شد.',
  'invalid_response': 'پاسخ سرور نامعتبر است یا پاسخی دریافت نشد',
  'unknown_error': 'مشکلی پیش آمد. لطفاً دوباره تلاش کنید.',
};

export default texts;
