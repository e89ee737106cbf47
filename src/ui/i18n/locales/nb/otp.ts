/** Norwegian Bokmål (nb): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Skriv inn engangskode',
  'otp.sentTo': 'En sekssifret engangskode er sendt til {destination}.',
  'otp.verifying': 'Bekrefter engangskoden …',
  'otp.expiresIn': 'Koden utløper om {countdown}.',
  'otp.expired': 'Koden har utløpt.',
  'otp.resend.prompt': 'Fikk du den ikke?',
  'otp.resend.initial': 'Send koden på nytt',
  'otp.resend.sending': 'Sender …',
  'otp.resend.sent': 'Koden er sendt',
  'otp.resend.waiting': 'Send koden på nytt',
  'otp.emailResent': 'E-posten er sendt på nytt',
  'otp.codeResent': 'Koden er sendt på nytt',
  'otp.successTitle': 'Fullført!',
  'otp.successBody': 'Engangskoden er bekreftet.',
};

export default texts;
