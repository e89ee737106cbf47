/** Romanian (ro): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Introduceți codul de verificare',
  'otp.sentTo': 'Am trimis un cod de verificare din 6 cifre la {destination}.',
  'otp.verifying': 'Se verifică codul...',
  'otp.expiresIn': 'Codul expiră în {countdown}.',
  'otp.expired': 'Codul a expirat.',
  'otp.resend.prompt': 'Nu l-ați primit?',
  'otp.resend.initial': 'Retrimiteți codul',
  'otp.resend.sending': 'Se trimite...',
  'otp.resend.sent': 'Cod trimis',
  'otp.resend.waiting': 'Retrimiteți codul',
  'otp.emailResent': 'E-mail retrimis',
  'otp.codeResent': 'Cod retrimis',
  'otp.successTitle': 'Gata!',
  'otp.successBody': 'Codul de verificare a fost confirmat.',
};

export default texts;
