/** Urdu (ur): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'اپنی ای میل چیک کریں',
  'emailConfirmation.sentTo': '{email} پر ایک ای میل بھیجی گئی ہے۔',
  'emailConfirmation.didntGetIt': 'ای میل نہیں ملی؟',
  'emailConfirmation.tryAgain': 'دوبارہ کوشش کریں',
  'emailConfirmation.resend': 'ای میل دوبارہ بھیجیں',
  'emailConfirmation.resent': 'ای میل دوبارہ بھیج دی گئی',
  'emailConfirmation.openGmail': 'Gmail کھولیں',
  'emailConfirmation.openYahoo': 'Yahoo کھولیں',
  'emailConfirmation.openOutlook': 'Outlook کھولیں',
};

export default texts;
