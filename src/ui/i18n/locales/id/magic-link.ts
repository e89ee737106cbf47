/** Indonesian (id): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Periksa email Anda',
  'emailConfirmation.sentTo': 'Email telah dikirim ke {email}.',
  'emailConfirmation.didntGetIt': 'Tidak menerima email?',
  'emailConfirmation.tryAgain': 'Coba lagi',
  'emailConfirmation.resend': 'Kirim ulang email',
  'emailConfirmation.resent': 'Email telah dikirim ulang',
  'emailConfirmation.openGmail': 'Buka Gmail',
  'emailConfirmation.openYahoo': 'Buka Yahoo',
  'emailConfirmation.openOutlook': 'Buka Outlook',
};

export default texts;
