/** Russian (ru): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Выберите, как продолжить',
  'b2b.email.method.link': 'Прислать ссылку для входа на почту',
  'b2b.email.method.code': 'Прислать код для входа на почту',
  'b2b.email.otp.title': 'Введите одноразовый код',
  'b2b.email.otp.sentTo': 'Одноразовый код из 6 цифр отправлен на {email}.',
  'b2b.email.otp.label': 'Введите одноразовый код',
  'b2b.email.otp.verifying': 'Проверка кода…',
  'b2b.email.otp.resendPrompt': 'Не получили код?',
  'b2b.email.otp.resend': 'Отправить код ещё раз',
  'b2b.email.otp.resent': 'Код отправлен повторно',
  'b2b.email.otp.expiresIn': 'Срок действия кода истекает через {countdown}.',
  'b2b.email.otp.expired': 'Срок действия кода истёк.',
  'b2b.email.sent.title': 'Проверьте почту',
  'b2b.email.sent.sentTo': 'Письмо отправлено на адрес {email}.',
  'b2b.email.sent.resendPrompt': 'Не получили письмо?',
  'b2b.email.sent.resend': 'Отправить ещё раз',
  'b2b.email.sent.resent': 'Письмо отправлено повторно',
  'b2b.email.tryAgain': 'Указать другой адрес эл. почты',
};

export default texts;
