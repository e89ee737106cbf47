/** Hindi (hi): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'अपना ईमेल देखें',
  'emailConfirmation.sentTo': '{email} पर ईमेल भेजा गया है।',
  'emailConfirmation.didntGetIt': 'ईमेल नहीं मिला?',
  'emailConfirmation.tryAgain': 'फिर से कोशिश करें',
  'emailConfirmation.resend': 'ईमेल फिर से भेजें',
  'emailConfirmation.resent': 'ईमेल फिर से भेजा गया',
  'emailConfirmation.openGmail': 'Gmail खोलें',
  'emailConfirmation.openYahoo': 'Yahoo खोलें',
  'emailConfirmation.openOutlook': 'Outlook खोलें',
};

export default texts;
