/** Czech (cs): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Zkontrolujte e-mail',
  'emailConfirmation.sentTo': 'Poslali jsme e-mail na adresu {email}.',
  'emailConfirmation.didntGetIt': 'Nepřišel vám?',
  'emailConfirmation.tryAgain': 'Zkusit znovu',
  'emailConfirmation.resend': 'Poslat znovu',
  'emailConfirmation.resent': 'E-mail byl znovu odeslán',
  'emailConfirmation.openGmail': 'Otevřít Gmail',
  'emailConfirmation.openYahoo': 'Otevřít Yahoo',
  'emailConfirmation.openOutlook': 'Otevřít Outlook',
};

export default texts;
