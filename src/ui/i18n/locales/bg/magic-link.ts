/** Bulgarian (bg): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Проверете имейла си',
  'emailConfirmation.sentTo': 'Изпратихме имейл до {email}.',
  'emailConfirmation.didntGetIt': 'Не сте го получили?',
  'emailConfirmation.tryAgain': 'Опитайте отново',
  'emailConfirmation.resend': 'Изпращане отново',
  'emailConfirmation.resent': 'Имейлът е изпратен отново',
  'emailConfirmation.openGmail': 'Отваряне на Gmail',
  'emailConfirmation.openYahoo': 'Отваряне на Yahoo',
  'emailConfirmation.openOutlook': 'Отваряне на Outlook',
};

export default texts;
