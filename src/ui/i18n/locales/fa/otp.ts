/** Persian (fa): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'کد یک‌بارمصرف را وارد کنید',
  'otp.sentTo': 'یک کد یک‌بارمصرف ۶ رقمی به {destination} برای شما ارسال شد.',
  'otp.verifying': 'در حال تأیید کد…',
  'otp.expiresIn': 'اعتبار کد شما {countdown} دیگر تمام می‌شود.',
  'otp.expired': 'اعتبار کد شما تمام شده است.',
  'otp.resend.prompt': 'کد را دریافت نکردید؟',
  'otp.resend.initial': 'ارسال دوبارهٔ کد',
  'otp.resend.sending': 'در حال ارسال…',
  'otp.resend.sent': 'کد ارسال شد',
  'otp.resend.waiting': 'ارسال دوبارهٔ کد',
  'otp.emailResent': 'ایمیل دوباره ارسال شد',
  'otp.codeResent': 'کد دوباره ارسال شد',
  'otp.successTitle': 'انجام شد!',
  'otp.successBody': 'کد یک‌بارمصرف شما با موفقیت تأیید شد.',
};

export default texts;
