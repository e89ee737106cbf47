/** Ukrainian (uk): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Введіть одноразовий код',
  'otp.sentTo': 'Одноразовий код із 6 цифр надіслано на {destination}.',
  'otp.verifying': 'Перевірка коду…',
  'otp.expiresIn': 'Термін дії коду мине через {countdown}.',
  'otp.expired': 'Термін дії коду минув.',
  'otp.resend.prompt': 'Не отримали код?',
  'otp.resend.initial': 'Надіслати код ще раз',
  'otp.resend.sending': 'Надсилання…',
  'otp.resend.sent': 'Код надіслано',
  'otp.resend.waiting': 'Надіслати код ще раз',
  'otp.emailResent': 'Лист надіслано повторно',
  'otp.codeResent': 'Код надіслано повторно',
  'otp.successTitle': 'Готово!',
  'otp.successBody': 'Одноразовий код успішно підтверджено.',
};

export default texts;
