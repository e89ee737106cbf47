/** Russian (ru): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Введите одноразовый код',
  'otp.sentTo': 'Одноразовый код из 6 цифр отправлен на {destination}.',
  'otp.verifying': 'Проверка кода…',
  'otp.expiresIn': 'Срок действия кода истекает через {countdown}.',
  'otp.expired': 'Срок действия кода истёк.',
  'otp.resend.prompt': 'Не получили код?',
  'otp.resend.initial': 'Отправить код ещё раз',
  'otp.resend.sending': 'Отправка…',
  'otp.resend.sent': 'Код отправлен',
  'otp.resend.waiting': 'Отправить код ещё раз',
  'otp.emailResent': 'Письмо отправлено повторно',
  'otp.codeResent': 'Код отправлен повторно',
  'otp.successTitle': 'Готово!',
  'otp.successBody': 'Одноразовый код успешно подтверждён.',
};

export default texts;
