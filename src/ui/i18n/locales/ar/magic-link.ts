/** Arabic (ar): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'تحقق من بريدك الإلكتروني',
  'emailConfirmation.sentTo': 'تم إرسال رسالة بريد إلكتروني إلى {email}.',
  'emailConfirmation.didntGetIt': 'لم تصلك الرسالة؟',
  'emailConfirmation.tryAgain': 'إعادة المحاولة',
  'emailConfirmation.resend': 'إعادة إرسال الرسالة',
  'emailConfirmation.resent': 'تمت إعادة إرسال الرسالة',
  'emailConfirmation.openGmail': 'فتح Gmail',
  'emailConfirmation.openYahoo': 'فتح Yahoo',
  'emailConfirmation.openOutlook': 'فتح Outlook',
};

export default texts;
