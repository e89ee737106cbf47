/** French (fr): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Consultez vos e-mails',
  'emailConfirmation.sentTo': 'Un e-mail a été envoyé à {email}.',
  'emailConfirmation.didntGetIt': 'Vous ne l’avez pas reçu ?',
  'emailConfirmation.tryAgain': 'Réessayer',
  'emailConfirmation.resend': 'Renvoyer l’e-mail',
  'emailConfirmation.resent': 'E-mail renvoyé',
  'emailConfirmation.openGmail': 'Ouvrir Gmail',
  'emailConfirmation.openYahoo': 'Ouvrir Yahoo',
  'emailConfirmation.openOutlook': 'Ouvrir Outlook',
};

export default texts;
