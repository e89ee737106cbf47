/** Serbian (sr): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Проверите имејл',
  'emailConfirmation.sentTo': 'Послали смо имејл на {email}.',
  'emailConfirmation.didntGetIt': 'Нисте добили имејл?',
  'emailConfirmation.tryAgain': 'Покушај поново',
  'emailConfirmation.resend': 'Пошаљи поново',
  'emailConfirmation.resent': 'Имејл је поново послат',
  'emailConfirmation.openGmail': 'Отвори Gmail',
  'emailConfirmation.openYahoo': 'Отвори Yahoo',
  'emailConfirmation.openOutlook': 'Отвори Outlook',
};

export default texts;
