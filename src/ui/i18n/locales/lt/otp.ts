/** Lithuanian (lt): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Įveskite vienkartinį kodą',
  'otp.sentTo': 'Į {destination} išsiuntėme 6 skaitmenų vienkartinį kodą.',
  'otp.verifying': 'Tikrinamas kodas…',
  'otp.expiresIn': 'Kodas nustos galioti po {countdown}.',
  'otp.expired': 'Kodas nebegalioja.',
  'otp.resend.prompt': 'Negavote kodo?',
  'otp.resend.initial': 'Siųsti kodą dar kartą',
  'otp.resend.sending': 'Siunčiama…',
  'otp.resend.sent': 'Kodas išsiųstas',
  'otp.resend.waiting': 'Siųsti kodą dar kartą',
  'otp.emailResent': 'Laiškas išsiųstas dar kartą',
  'otp.codeResent': 'Kodas išsiųstas dar kartą',
  'otp.successTitle': 'Pavyko!',
  'otp.successBody': 'Jūsų vienkartinis kodas sėkmingai patvirtintas.',
};

export default texts;
