/** Dutch (nl): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Check je e-mail',
  'emailConfirmation.sentTo': 'Er is een e-mail gestuurd naar {email}.',
  'emailConfirmation.didntGetIt': 'Niets ontvangen?',
  'emailConfirmation.tryAgain': 'Opnieuw proberen',
  'emailConfirmation.resend': 'E-mail opnieuw sturen',
  'emailConfirmation.resent': 'E-mail opnieuw gestuurd',
  'emailConfirmation.openGmail': 'Gmail openen',
  'emailConfirmation.openYahoo': 'Yahoo openen',
  'emailConfirmation.openOutlook': 'Outlook openen',
};

export default texts;
