/** Lithuanian (lt): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Patikrinkite el. paštą',
  'emailConfirmation.sentTo': 'Išsiuntėme el. laišką adresu {email}.',
  'emailConfirmation.didntGetIt': 'Negavote laiško?',
  'emailConfirmation.tryAgain': 'Bandyti dar kartą',
  'emailConfirmation.resend': 'Siųsti laišką dar kartą',
  'emailConfirmation.resent': 'Laiškas išsiųstas dar kartą',
  'emailConfirmation.openGmail': 'Atidaryti Gmail',
  'emailConfirmation.openYahoo': 'Atidaryti Yahoo',
  'emailConfirmation.openOutlook': 'Atidaryti Outlook',
};

export default texts;
