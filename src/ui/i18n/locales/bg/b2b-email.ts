/** Bulgarian (bg): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Изберете как искате да продължите',
  'b2b.email.method.link': 'Изпращане на връзка за вход по имейл',
  'b2b.email.method.code': 'Изпращане на код за вход по имейл',
  'b2b.email.otp.title': 'Въведете еднократния код',
  'b2b.email.otp.sentTo': 'Изпратихме 6-цифрен еднократен код на {email}.',
  'b2b.email.otp.label': 'Въведете еднократния код',
  'b2b.email.otp.verifying': 'Проверка на кода…',
  'b2b.email.otp.resendPrompt': 'Не сте го получили?',
  'b2b.email.otp.resend': 'Изпращане на нов код',
  'b2b.email.otp.resent': 'Кодът е изпратен отново',
  'b2b.email.otp.expiresIn': 'Кодът изтича след {countdown}.',
  'b2b.email.otp.expired': 'Кодът е изтекъл.',
  'b2b.email.sent.title': 'Проверете имейла си',
  'b2b.email.sent.sentTo': 'Изпратихме имейл до {email}.',
  'b2b.email.sent.resendPrompt': 'Не сте го получили?',
  'b2b.email.sent.resend': 'Изпращане отново',
  'b2b.email.sent.resent': 'Имейлът е изпратен отново',
  'b2b.email.tryAgain': 'Опитайте с друг имейл адрес',
};

export default texts;
