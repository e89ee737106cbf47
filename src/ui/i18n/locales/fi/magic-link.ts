/** Finnish (fi): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Tarkista sähköpostisi',
  'emailConfirmation.sentTo': 'Sähköposti lähetettiin osoitteeseen {email}.',
  'emailConfirmation.didntGetIt': 'Etkö saanut viestiä?',
  'emailConfirmation.tryAgain': 'Yritä uudelleen',
  'emailConfirmation.resend': 'Lähetä sähköposti uudelleen',
  'emailConfirmation.resent': 'Sähköposti lähetetty uudelleen',
  'emailConfirmation.openGmail': 'Avaa Gmail',
  'emailConfirmation.openYahoo': 'Avaa Yahoo',
  'emailConfirmation.openOutlook': 'Avaa Outlook',
};

export default texts;
