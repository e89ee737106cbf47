/** Norwegian Bokmål (nb): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Sjekk e-posten din',
  'emailConfirmation.sentTo': 'Vi har sendt en e-post til {email}.',
  'emailConfirmation.didntGetIt': 'Fikk du den ikke?',
  'emailConfirmation.tryAgain': 'Prøv igjen',
  'emailConfirmation.resend': 'Send e-posten på nytt',
  'emailConfirmation.resent': 'E-posten er sendt på nytt',
  'emailConfirmation.openGmail': 'Åpne Gmail',
  'emailConfirmation.openYahoo': 'Åpne Yahoo',
  'emailConfirmation.openOutlook': 'Åpne Outlook',
};

export default texts;
