/** Persian (fa): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'ایمیل خود را بررسی کنید',
  'emailConfirmation.sentTo': 'ایمیلی به {email} ارسال شد.',
  'emailConfirmation.didntGetIt': 'ایمیل را دریافت نکردید؟',
  'emailConfirmation.tryAgain': 'تلاش دوباره',
  'emailConfirmation.resend': 'ارسال دوبارهٔ ایمیل',
  'emailConfirmation.resent': 'ایمیل دوباره ارسال شد',
  'emailConfirmation.openGmail': 'باز کردن Gmail',
  'emailConfirmation.openYahoo': 'باز کردن Yahoo',
  'emailConfirmation.openOutlook': 'باز کردن Outlook',
};

export default texts;
