/** Bangla (bn): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'আপনার ইমেল দেখুন',
  'emailConfirmation.sentTo': '{email}-এ একটি ইমেল পাঠানো হয়েছে।',
  'emailConfirmation.didntGetIt': 'ইমেল পাননি?',
  'emailConfirmation.tryAgain': 'আবার চেষ্টা করুন',
  'emailConfirmation.resend': 'আবার ইমেল পাঠান',
  'emailConfirmation.resent': 'ইমেল আবার পাঠানো হয়েছে',
  'emailConfirmation.openGmail': 'Gmail খুলুন',
  'emailConfirmation.openYahoo': 'Yahoo খুলুন',
  'emailConfirmation.openOutlook': 'Outlook খুলুন',
};

export default texts;
