/** Croatian (hr): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Provjerite e-poštu',
  'emailConfirmation.sentTo': 'Poslali smo e-poruku na {email}.',
  'emailConfirmation.didntGetIt': 'Niste primili poruku?',
  'emailConfirmation.tryAgain': 'Pokušaj ponovno',
  'emailConfirmation.resend': 'Ponovno pošalji e-poruku',
  'emailConfirmation.resent': 'E-poruka je ponovno poslana',
  'emailConfirmation.openGmail': 'Otvori Gmail',
  'emailConfirmation.openYahoo': 'Otvori Yahoo',
  'emailConfirmation.openOutlook': 'Otvori Outlook',
};

export default texts;
