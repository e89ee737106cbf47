/** Latvian (lv): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Ievadiet vienreizējo kodu',
  'otp.sentTo': 'Uz {destination} jums tika nosūtīts 6 ciparu vienreizējais kods.',
  'otp.verifying': 'Notiek koda pārbaude…',
  'otp.expiresIn': 'Kods zaudēs derīgumu pēc {countdown}.',
  'otp.expired': 'Koda derīguma termiņš ir beidzies.',
  'otp.resend.prompt': 'Nesaņēmāt kodu?',
  'otp.resend.initial': 'Sūtīt kodu vēlreiz',
  'otp.resend.sending': 'Notiek sūtīšana…',
  'otp.resend.sent': 'Kods nosūtīts',
  'otp.resend.waiting': 'Sūtīt kodu vēlreiz',
  'otp.emailResent': 'E-pasts nosūtīts vēlreiz',
  'otp.codeResent': 'Kods nosūtīts vēlreiz',
  'otp.successTitle': 'Izdevās!',
  'otp.successBody': 'Jūsu vienreizējais kods ir veiksmīgi verificēts.',
};

export default texts;
