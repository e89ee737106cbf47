/** Arabic (ar): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'أدخل رمز التحقق',
  'otp.sentTo': 'أرسلنا رمز تحقق من 6 أرقام إلى {destination}.',
  'otp.verifying': 'جارٍ التحقق من الرمز…',
  'otp.expiresIn': 'تنتهي صلاحية الرمز خلال {countdown}.',
  'otp.expired': 'انتهت صلاحية الرمز.',
  'otp.resend.prompt': 'لم يصلك الرمز؟',
  'otp.resend.initial': 'إعادة إرسال الرمز',
  'otp.resend.sending': 'جارٍ الإرسال…',
  'otp.resend.sent': 'تم إرسال الرمز',
  'otp.resend.waiting': 'إعادة إرسال الرمز',
  'otp.emailResent': 'تمت إعادة إرسال الرسالة',
  'otp.codeResent': 'تمت إعادة إرسال الرمز',
  'otp.successTitle': 'تم بنجاح!',
  'otp.successBody': 'تم التحقق من رمزك بنجاح.',
};

export default texts;
