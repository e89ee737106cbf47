/** Czech (cs): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Zadejte jednorázový kód',
  'otp.sentTo': 'Na {destination} jsme poslali šestimístný jednorázový kód.',
  'otp.verifying': 'Ověřování kódu…',
  'otp.expiresIn': 'Platnost kódu vyprší za {countdown}.',
  'otp.expired': 'Platnost kódu vypršela.',
  'otp.resend.prompt': 'Nepřišel vám?',
  'otp.resend.initial': 'Poslat kód znovu',
  'otp.resend.sending': 'Odesílání…',
  'otp.resend.sent': 'Kód odeslán',
  'otp.resend.waiting': 'Poslat kód znovu',
  'otp.emailResent': 'E-mail byl znovu odeslán',
  'otp.codeResent': 'Kód byl znovu odeslán',
  'otp.successTitle': 'Hotovo!',
  'otp.successBody': 'Jednorázový kód byl úspěšně ověřen.',
};

export default texts;
