/** Swedish (sv): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Kolla din e-post',
  'emailConfirmation.sentTo': 'Ett mejl har skickats till {email}.',
  'emailConfirmation.didntGetIt': 'Fick du inget?',
  'emailConfirmation.tryAgain': 'Försök igen',
  'emailConfirmation.resend': 'Skicka mejlet igen',
  'emailConfirmation.resent': 'Mejlet har skickats igen',
  'emailConfirmation.openGmail': 'Öppna Gmail',
  'emailConfirmation.openYahoo': 'Öppna Yahoo',
  'emailConfirmation.openOutlook': 'Öppna Outlook',
};

export default texts;
