/** Greek (el): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Ελέγξτε το email σας',
  'emailConfirmation.sentTo': 'Στάλθηκε email στη διεύθυνση {email}.',
  'emailConfirmation.didntGetIt': 'Δεν το λάβατε;',
  'emailConfirmation.tryAgain': 'Δοκιμάστε ξανά',
  'emailConfirmation.resend': 'Νέα αποστολή email',
  'emailConfirmation.resent': 'Το email στάλθηκε ξανά',
  'emailConfirmation.openGmail': 'Άνοιγμα Gmail',
  'emailConfirmation.openYahoo': 'Άνοιγμα Yahoo',
  'emailConfirmation.openOutlook': 'Άνοιγμα Outlook',
};

export default texts;
