/** Arabic (ar): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'تنسيق البريد الإلكتروني غير صالح.',
  'invalid_phone_number': 'تنسيق رقم الهاتف غير صالح. تأكد من أن رقم الهاتف بتنسيق E.164.',
  'unsubscribed_phone_number': 'تم إلغاء اشتراك رقم الهاتف هذا؛ لإعادة الاشتراك أرسل رسالة نصية بكلمة «START».',
  'inactive_email': 'عنوان البريد الإلكتروني هذا مُعلَّم بأنه غير نشط. يُرجى تجربة عنوان بريد إلكتروني آخر، أو التواصل مع المسؤول إذا كنت تعتقد أن هذا خطأ.',
  'unauthorized_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'user_unauthenticated': 'يجب أن تكون مسجّل الدخول لتنفيذ هذا الإجراء.',
  'email_not_found': 'لم يتم العثور على البريد الإلكتروني.',
  'unable_to_auth_magic_link': 'تعذّر التحقق من الرابط السحري لأنه استُخدم من قبل أو انتهت صلاحيته. يُرجى المحاولة مرة أخرى.',
  'no_user_password': 'لم يتم العثور على كلمة مرور لهذا المستخدم.',
  'breached_password': 'كلمة المرور هذه موجودة في قائمة كلمات المرور المسرّبة ويجب إعادة تعيينها.',
  'reset_password': 'يجب إعادة تعيين كلمة المرور.',
  'oauth_token_not_found': 'تعذّر العثور على رمز OAuth المميز.',
  'invalid_code': 'تنسيق الرمز غير صالح، يُرجى المحاولة مرة أخرى.',
  'member_password_not_found': 'لم يتم العثور على كلمة مرور العضو.',
  'oauth_flow_callback_error': 'حدث خطأ أثناء العودة من تسجيل الدخول عبر OAuth.',
  'unauthorized_action': 'إجراء غير مصرّح به.',
  'user_lock_limit_reached': 'محاولات مصادقة فاشلة كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  'invalid_session_token': 'رمز الجلسة غير صالح.',
  'session_not_found': 'لم يتم العثور على الجلسة.',
  'invalid_phone_number_country_code': 'رمز البلد غير صالح أو غير مدعوم أو معطَّل.',
  'otp_code_not_found': 'رمز التحقق غير صحيح، يُرجى المحاولة مرة أخرى.',
  'duplicate_member_phone_number': 'يوجد بالفعل عضو بهذا الرقم في المؤسسة.',
  'passkey_unknown_error': 'حدث خطأ غير معروف أثناء المصادقة بمفتاح المرور. يُرجى المحاولة مرة أخرى.',
  'passkey_duplicate': 'لا يمكن إنشاء مفتاح المرور لأنه يبدو مسجّلًا بالفعل. ربما سُجّل مفتاح المرور هذا على جهاز آخر ثم تمت مزامنته بين الأجهزة.',
  'passkey_not_created': 'لم يتم إنشاء مفتاح المرور. انقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو تخطَّ هذه الخطوة دون إضافة مفتاح مرور.',
  'webauthn_registration_not_found': 'أُزيل مفتاح المرور هذا من حسابك، لكنه لا يزال محفوظًا في مدير كلمات المرور. احذفه من هناك، أو سجّل الدخول بطريقة أخرى.',
  'crypto_connect_failed': '[خطأ] تعذّر الاتصال بالمحفظة',
  'crypto_sign_failed': '[خطأ] تعذّر توقيع الرسالة',
  'consent_error_heading': 'يبدو أن خطأً قد حدث!',
  'consent_denied': 'تم رفض الوصول إلى التطبيق.',
  'no_active_session': 'لا توجد جلسة نشطة. يُرجى تسجيل الدخول للمتابعة.',
  'session_expired': 'تعذّر إكمال تسجيل الدخول لأن الجلسة انتهت صلاحيتها بالفعل. تحقق من تاريخ جهازك ووقته، ثم حاول مرة أخرى.',
  'network_error': 'تعذّر الاتصال بخوادمنا.',
  'invalid_json': 'استجابة JSON غير صالحة من خوادمنا.',
  'invalid_response': 'استجابة غير صالحة من الخادم أو لا توجد استجابة',
  'unknown_error': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};

export default texts;
