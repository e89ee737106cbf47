/** Ukrainian (uk): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Перевірте пошту',
  'emailConfirmation.sentTo': 'Лист надіслано на адресу {email}.',
  'emailConfirmation.didntGetIt': 'Не отримали лист?',
  'emailConfirmation.tryAgain': 'Спробувати ще раз',
  'emailConfirmation.resend': 'Надіслати ще раз',
  'emailConfirmation.resent': 'Лист надіслано повторно',
  'emailConfirmation.openGmail': 'Відкрити Gmail',
  'emailConfirmation.openYahoo': 'Відкрити Yahoo',
  'emailConfirmation.openOutlook': 'Відкрити Outlook',
};

export default texts;
