/** Ukrainian (uk): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Виберіть, як продовжити',
  'b2b.email.method.link': 'Надіслати посилання для входу на пошту',
  'b2b.email.method.code': 'Надіслати код для входу на пошту',
  'b2b.email.otp.title': 'Введіть одноразовий код',
  'b2b.email.otp.sentTo': 'Одноразовий код із 6 цифр надіслано на {email}.',
  'b2b.email.otp.label': 'Введіть одноразовий код',
  'b2b.email.otp.verifying': 'Перевірка коду…',
  'b2b.email.otp.resendPrompt': 'Не отримали код?',
  'b2b.email.otp.resend': 'Надіслати код ще раз',
  'b2b.email.otp.resent': 'Код надіслано повторно',
  'b2b.email.otp.expiresIn': 'Термін дії коду мине через {countdown}.',
  'b2b.email.otp.expired': 'Термін дії коду минув.',
  'b2b.email.sent.title': 'Перевірте пошту',
  'b2b.email.sent.sentTo': 'Лист надіслано на адресу {email}.',
  'b2b.email.sent.resendPrompt': 'Не отримали лист?',
  'b2b.email.sent.resend': 'Надіслати ще раз',
  'b2b.email.sent.resent': 'Лист надіслано повторно',
  'b2b.email.tryAgain': 'Вказати іншу адресу ел. пошти',
};

export default texts;
