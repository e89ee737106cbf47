/** Polish (pl): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Sprawdź skrzynkę e-mail',
  'emailConfirmation.sentTo': 'Wysłaliśmy e-mail na adres {email}.',
  'emailConfirmation.didntGetIt': 'Nic nie dotarło?',
  'emailConfirmation.tryAgain': 'Spróbuj ponownie',
  'emailConfirmation.resend': 'Wyślij ponownie',
  'emailConfirmation.resent': 'E-mail wysłany ponownie',
  'emailConfirmation.openGmail': 'Otwórz Gmail',
  'emailConfirmation.openYahoo': 'Otwórz Yahoo',
  'emailConfirmation.openOutlook': 'Otwórz Outlook',
};

export default texts;
