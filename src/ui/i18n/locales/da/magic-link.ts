/** Danish (da): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Tjek din e-mail',
  'emailConfirmation.sentTo': 'Der er sendt en e-mail til {email}.',
  'emailConfirmation.didntGetIt': 'Ikke modtaget noget?',
  'emailConfirmation.tryAgain': 'Prøv igen',
  'emailConfirmation.resend': 'Send e-mail igen',
  'emailConfirmation.resent': 'E-mail sendt igen',
  'emailConfirmation.openGmail': 'Åbn Gmail',
  'emailConfirmation.openYahoo': 'Åbn Yahoo',
  'emailConfirmation.openOutlook': 'Åbn Outlook',
};

export default texts;
