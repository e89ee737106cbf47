/** Malay (ms): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Semak e-mel anda',
  'emailConfirmation.sentTo': 'E-mel telah dihantar ke {email}.',
  'emailConfirmation.didntGetIt': 'Tidak menerima e-mel?',
  'emailConfirmation.tryAgain': 'Cuba lagi',
  'emailConfirmation.resend': 'Hantar semula e-mel',
  'emailConfirmation.resent': 'E-mel telah dihantar semula',
  'emailConfirmation.openGmail': 'Buka Gmail',
  'emailConfirmation.openYahoo': 'Buka Yahoo',
  'emailConfirmation.openOutlook': 'Buka Outlook',
};

export default texts;
