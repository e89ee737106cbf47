/** Swedish (sv): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Ange engångskod',
  'otp.sentTo': 'En 6-siffrig engångskod har skickats till {destination}.',
  'otp.verifying': 'Verifierar engångskoden…',
  'otp.expiresIn': 'Koden går ut om {countdown}.',
  'otp.expired': 'Koden har gått ut.',
  'otp.resend.prompt': 'Fick du ingen kod?',
  'otp.resend.initial': 'Skicka koden igen',
  'otp.resend.sending': 'Skickar…',
  'otp.resend.sent': 'Koden har skickats',
  'otp.resend.waiting': 'Skicka koden igen',
  'otp.emailResent': 'Mejlet har skickats igen',
  'otp.codeResent': 'Koden har skickats igen',
  'otp.successTitle': 'Klart!',
  'otp.successBody': 'Din engångskod har verifierats.',
};

export default texts;
