/** Bulgarian (bg): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Въведете еднократния код',
  'otp.sentTo': 'Изпратихме 6-цифрен еднократен код на {destination}.',
  'otp.verifying': 'Проверка на кода…',
  'otp.expiresIn': 'Кодът изтича след {countdown}.',
  'otp.expired': 'Кодът е изтекъл.',
  'otp.resend.prompt': 'Не сте го получили?',
  'otp.resend.initial': 'Изпращане на нов код',
  'otp.resend.sending': 'Изпращане…',
  'otp.resend.sent': 'Кодът е изпратен',
  'otp.resend.waiting': 'Изпращане на нов код',
  'otp.emailResent': 'Имейлът е изпратен отново',
  'otp.codeResent': 'Кодът е изпратен отново',
  'otp.successTitle': 'Готово!',
  'otp.successBody': 'Еднократният код е потвърден успешно.',
};

export default texts;
