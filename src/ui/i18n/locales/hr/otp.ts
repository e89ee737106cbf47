/** Croatian (hr): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Unesite jednokratni kod',
  'otp.sentTo': 'Šesteroznamenkasti jednokratni kod poslan vam je na {destination}.',
  'otp.verifying': 'Provjera koda…',
  'otp.expiresIn': 'Kod istječe za {countdown}.',
  'otp.expired': 'Kod je istekao.',
  'otp.resend.prompt': 'Niste primili kod?',
  'otp.resend.initial': 'Ponovno pošalji kod',
  'otp.resend.sending': 'Slanje…',
  'otp.resend.sent': 'Kod je poslan',
  'otp.resend.waiting': 'Ponovno pošalji kod',
  'otp.emailResent': 'E-poruka je ponovno poslana',
  'otp.codeResent': 'Kod je ponovno poslan',
  'otp.successTitle': 'Uspjeh!',
  'otp.successBody': 'Vaš jednokratni kod uspješno je potvrđen.',
};

export default texts;
