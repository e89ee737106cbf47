/** Slovak (sk): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Skontrolujte si e-mail',
  'emailConfirmation.sentTo': 'Na adresu {email} sme poslali e-mail.',
  'emailConfirmation.didntGetIt': 'Neprišiel vám e-mail?',
  'emailConfirmation.tryAgain': 'Skúsiť znova',
  'emailConfirmation.resend': 'Odoslať e-mail znova',
  'emailConfirmation.resent': 'E-mail bol znova odoslaný',
  'emailConfirmation.openGmail': 'Otvoriť Gmail',
  'emailConfirmation.openYahoo': 'Otvoriť Yahoo',
  'emailConfirmation.openOutlook': 'Otvoriť Outlook',
};

export default texts;
