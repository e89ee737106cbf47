/** Arabic (ar): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'اختر طريقة المتابعة',
  'b2b.email.method.link': 'أرسل لي رابط تسجيل الدخول بالبريد الإلكتروني',
  'b2b.email.method.code': 'أرسل لي رمز تسجيل الدخول بالبريد الإلكتروني',
  'b2b.email.otp.title': 'أدخل رمز التحقق',
  'b2b.email.otp.sentTo': 'أرسلنا رمز تحقق من 6 أرقام إلى {email}.',
  'b2b.email.otp.label': 'أدخل رمز التحقق',
  'b2b.email.otp.verifying': 'جارٍ التحقق من الرمز…',
  'b2b.email.otp.resendPrompt': 'لم يصلك الرمز؟',
  'b2b.email.otp.resend': 'إعادة إرسال الرمز',
  'b2b.email.otp.resent': 'تمت إعادة إرسال الرمز',
  'b2b.email.otp.expiresIn': 'تنتهي صلاحية الرمز خلال {countdown}.',
  'b2b.email.otp.expired': 'انتهت صلاحية الرمز.',
  'b2b.email.sent.title': 'تحقق من بريدك الإلكتروني',
  'b2b.email.sent.sentTo': 'تم إرسال رسالة بريد إلكتروني إلى {email}.',
  'b2b.email.sent.resendPrompt': 'لم تصلك الرسالة؟',
  'b2b.email.sent.resend': 'إعادة إرسال الرسالة',
  'b2b.email.sent.resent': 'تمت إعادة إرسال الرسالة',
  'b2b.email.tryAgain': 'تجربة عنوان بريد إلكتروني آخر',
};

export default texts;
