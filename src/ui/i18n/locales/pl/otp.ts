/** Polish (pl): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Wpisz kod jednorazowy',
  'otp.sentTo': 'Wysłaliśmy 6-cyfrowy kod jednorazowy na {destination}.',
  'otp.verifying': 'Weryfikowanie kodu…',
  'otp.expiresIn': 'Kod wygaśnie za {countdown}.',
  'otp.expired': 'Kod wygasł.',
  'otp.resend.prompt': 'Nic nie dotarło?',
  'otp.resend.initial': 'Wyślij kod ponownie',
  'otp.resend.sending': 'Wysyłanie…',
  'otp.resend.sent': 'Kod wysłany',
  'otp.resend.waiting': 'Wyślij kod ponownie',
  'otp.emailResent': 'E-mail wysłany ponownie',
  'otp.codeResent': 'Kod wysłany ponownie',
  'otp.successTitle': 'Gotowe!',
  'otp.successBody': 'Kod jednorazowy został zweryfikowany.',
};

export default texts;
