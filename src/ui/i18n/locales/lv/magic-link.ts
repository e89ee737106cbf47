/** Latvian (lv): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Pārbaudiet e-pastu',
  'emailConfirmation.sentTo': 'Uz adresi {email} tika nosūtīts e-pasta ziņojums.',
  'emailConfirmation.didntGetIt': 'Nesaņēmāt ziņojumu?',
  'emailConfirmation.tryAgain': 'Mēģināt vēlreiz',
  'emailConfirmation.resend': 'Sūtīt e-pastu vēlreiz',
  'emailConfirmation.resent': 'E-pasts nosūtīts vēlreiz',
  'emailConfirmation.openGmail': 'Atvērt Gmail',
  'emailConfirmation.openYahoo': 'Atvērt Yahoo',
  'emailConfirmation.openOutlook': 'Atvērt Outlook',
};

export default texts;
