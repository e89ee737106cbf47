/** Turkish (tr): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'E-postanızı kontrol edin',
  'emailConfirmation.sentTo': '{email} adresine bir e-posta gönderildi.',
  'emailConfirmation.didntGetIt': 'E-posta gelmedi mi?',
  'emailConfirmation.tryAgain': 'Tekrar dene',
  'emailConfirmation.resend': 'E-postayı tekrar gönder',
  'emailConfirmation.resent': 'E-posta tekrar gönderildi',
  'emailConfirmation.openGmail': 'Gmail\'i aç',
  'emailConfirmation.openYahoo': 'Yahoo\'yu aç',
  'emailConfirmation.openOutlook': 'Outlook\'u aç',
};

export default texts;
