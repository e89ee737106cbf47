/** Persian (fa): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'انتخاب کنید چگونه ادامه می‌دهید',
  'b2b.email.method.link': 'پیوند ورود را برایم ایمیل کنید',
  'b2b.email.method.code': 'کد ورود را برایم ایمیل کنید',
  'b2b.email.otp.title': 'کد یک‌بارمصرف را وارد کنید',
  'b2b.email.otp.sentTo': 'یک کد یک‌بارمصرف ۶ رقمی به {email} برای شما ارسال شد.',
  'b2b.email.otp.label': 'کد یک‌بارمصرف را وارد کنید',
  'b2b.email.otp.verifying': 'در حال تأیید کد…',
  'b2b.email.otp.resendPrompt': 'کد را دریافت نکردید؟',
  'b2b.email.otp.resend': 'ارسال دوبارهٔ کد',
  'b2b.email.otp.resent': 'کد دوباره ارسال شد',
  'b2b.email.otp.expiresIn': 'اعتبار کد شما {countdown} دیگر تمام می‌شود.',
  'b2b.email.otp.expired': 'اعتبار کد شما تمام شده است.',
  'b2b.email.sent.title': 'ایمیل خود را بررسی کنید',
  'b2b.email.sent.sentTo': 'ایمیلی به {email} ارسال شد.',
  'b2b.email.sent.resendPrompt': 'ایمیل را دریافت نکردید؟',
  'b2b.email.sent.resend': 'ارسال دوبارهٔ ایمیل',
  'b2b.email.sent.resent': 'ایمیل دوباره ارسال شد',
  'b2b.email.tryAgain': 'امتحان نشانی ایمیل دیگر',
};

export default texts;
