/** Russian (ru): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Проверьте почту',
  'emailConfirmation.sentTo': 'Письмо отправлено на адрес {email}.',
  'emailConfirmation.didntGetIt': 'Не получили письмо?',
  'emailConfirmation.tryAgain': 'Повторить попытку',
  'emailConfirmation.resend': 'Отправить ещё раз',
  'emailConfirmation.resent': 'Письмо отправлено повторно',
  'emailConfirmation.openGmail': 'Открыть Gmail',
  'emailConfirmation.openYahoo': 'Открыть Yahoo',
  'emailConfirmation.openOutlook': 'Открыть Outlook',
};

export default texts;
