/** Serbian (sr): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Унесите једнократни код',
  'otp.sentTo': 'Шестоцифрени једнократни код је послат на {destination}.',
  'otp.verifying': 'Провера кода…',
  'otp.expiresIn': 'Код истиче за {countdown}.',
  'otp.expired': 'Код је истекао.',
  'otp.resend.prompt': 'Нисте добили код?',
  'otp.resend.initial': 'Пошаљи код поново',
  'otp.resend.sending': 'Слање…',
  'otp.resend.sent': 'Код је послат',
  'otp.resend.waiting': 'Пошаљи код поново',
  'otp.emailResent': 'Имејл је поново послат',
  'otp.codeResent': 'Код је поново послат',
  'otp.successTitle': 'Успешно!',
  'otp.successBody': 'Једнократни код је успешно потврђен.',
};

export default texts;
