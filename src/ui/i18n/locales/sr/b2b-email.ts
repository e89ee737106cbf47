/** Serbian (sr): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Изаберите како желите да наставите',
  'b2b.email.method.link': 'Пошаљи ми линк за пријаву имејлом',
  'b2b.email.method.code': 'Пошаљи ми код за пријаву имејлом',
  'b2b.email.otp.title': 'Унесите једнократни код',
  'b2b.email.otp.sentTo': 'Шестоцифрени једнократни код је послат на {email}.',
  'b2b.email.otp.label': 'Унесите једнократни код',
  'b2b.email.otp.verifying': 'Провера кода…',
  'b2b.email.otp.resendPrompt': 'Нисте добили код?',
  'b2b.email.otp.resend': 'Пошаљи код поново',
  'b2b.email.otp.resent': 'Код је поново послат',
  'b2b.email.otp.expiresIn': 'Код истиче за {countdown}.',
  'b2b.email.otp.expired': 'Код је истекао.',
  'b2b.email.sent.title': 'Проверите имејл',
  'b2b.email.sent.sentTo': 'Послали смо имејл на {email}.',
  'b2b.email.sent.resendPrompt': 'Нисте добили имејл?',
  'b2b.email.sent.resend': 'Пошаљи поново',
  'b2b.email.sent.resent': 'Имејл је поново послат',
  'b2b.email.tryAgain': 'Покушај са другом имејл адресом',
};

export default texts;
