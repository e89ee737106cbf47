/** Italian (it): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Controlla la tua email',
  'emailConfirmation.sentTo': 'Abbiamo inviato un’email a {email}.',
  'emailConfirmation.didntGetIt': 'Non l’hai ricevuta?',
  'emailConfirmation.tryAgain': 'Riprova',
  'emailConfirmation.resend': 'Invia di nuovo l’email',
  'emailConfirmation.resent': 'Email inviata di nuovo',
  'emailConfirmation.openGmail': 'Apri Gmail',
  'emailConfirmation.openYahoo': 'Apri Yahoo',
  'emailConfirmation.openOutlook': 'Apri Outlook',
};

export default texts;
