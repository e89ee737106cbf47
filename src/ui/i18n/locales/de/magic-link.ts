/** German (de): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Sehen Sie in Ihrem Postfach nach',
  'emailConfirmation.sentTo': 'Wir haben eine E-Mail an {email} gesendet.',
  'emailConfirmation.didntGetIt': 'Nichts erhalten?',
  'emailConfirmation.tryAgain': 'Erneut versuchen',
  'emailConfirmation.resend': 'E-Mail erneut senden',
  'emailConfirmation.resent': 'E-Mail erneut gesendet',
  'emailConfirmation.openGmail': 'Gmail öffnen',
  'emailConfirmation.openYahoo': 'Yahoo öffnen',
  'emailConfirmation.openOutlook': 'Outlook öffnen',
};

export default texts;
