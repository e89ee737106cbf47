/** Slovak (sk): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Zadajte jednorazový kód',
  'otp.sentTo': 'Na {destination} sme vám poslali 6-miestny jednorazový kód.',
  'otp.verifying': 'Overuje sa kód…',
  'otp.expiresIn': 'Platnosť kódu vyprší o {countdown}.',
  'otp.expired': 'Platnosť kódu vypršala.',
  'otp.resend.prompt': 'Neprišiel vám kód?',
  'otp.resend.initial': 'Odoslať kód znova',
  'otp.resend.sending': 'Odosiela sa…',
  'otp.resend.sent': 'Kód bol odoslaný',
  'otp.resend.waiting': 'Odoslať kód znova',
  'otp.emailResent': 'E-mail bol znova odoslaný',
  'otp.codeResent': 'Kód bol znova odoslaný',
  'otp.successTitle': 'Hotovo!',
  'otp.successBody': 'Jednorazový kód bol úspešne overený.',
};

export default texts;
