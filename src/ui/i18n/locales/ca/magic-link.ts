/** Catalan (ca): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Revisa el correu',
  'emailConfirmation.sentTo': 'S’ha enviat un correu electrònic a {email}.',
  'emailConfirmation.didntGetIt': 'No l’has rebut?',
  'emailConfirmation.tryAgain': 'Torna-ho a provar',
  'emailConfirmation.resend': 'Torna a enviar el correu',
  'emailConfirmation.resent': 'Correu reenviat',
  'emailConfirmation.openGmail': 'Obre Gmail',
  'emailConfirmation.openYahoo': 'Obre Yahoo',
  'emailConfirmation.openOutlook': 'Obre Outlook',
};

export default texts;
