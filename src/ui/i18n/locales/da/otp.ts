/** Danish (da): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Indtast engangskode',
  'otp.sentTo': 'Der er sendt en 6-cifret engangskode til {destination}.',
  'otp.verifying': 'Bekræfter engangskode…',
  'otp.expiresIn': 'Din kode udløber om {countdown}.',
  'otp.expired': 'Din kode er udløbet.',
  'otp.resend.prompt': 'Ikke modtaget noget?',
  'otp.resend.initial': 'Send kode igen',
  'otp.resend.sending': 'Sender…',
  'otp.resend.sent': 'Kode sendt',
  'otp.resend.waiting': 'Send kode igen',
  'otp.emailResent': 'E-mail sendt igen',
  'otp.codeResent': 'Kode sendt igen',
  'otp.successTitle': 'Det lykkedes!',
  'otp.successBody': 'Din engangskode er bekræftet.',
};

export default texts;
