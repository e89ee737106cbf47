/** Hindi (hi): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'पासकोड डालें',
  'otp.sentTo': '{destination} पर 6 अंकों का पासकोड भेजा गया है।',
  'otp.verifying': 'पासकोड की पुष्टि की जा रही है...',
  'otp.expiresIn': 'आपके कोड की समय-सीमा {countdown} में खत्म हो जाएगी।',
  'otp.expired': 'आपके कोड की समय-सीमा खत्म हो गई है।',
  'otp.resend.prompt': 'कोड नहीं मिला?',
  'otp.resend.initial': 'कोड फिर से भेजें',
  'otp.resend.sending': 'भेजा जा रहा है...',
  'otp.resend.sent': 'कोड भेज दिया गया',
  'otp.resend.waiting': 'कोड फिर से भेजें',
  'otp.emailResent': 'ईमेल फिर से भेजा गया',
  'otp.codeResent': 'कोड फिर से भेजा गया',
  'otp.successTitle': 'हो गया!',
  'otp.successBody': 'आपके पासकोड की पुष्टि हो गई है।',
};

export default texts;
