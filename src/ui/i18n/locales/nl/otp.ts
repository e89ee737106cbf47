/** Dutch (nl): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Voer de eenmalige code in',
  'otp.sentTo': 'Er is een eenmalige code van 6 cijfers gestuurd naar {destination}.',
  'otp.verifying': 'Eenmalige code controleren…',
  'otp.expiresIn': 'Je code verloopt over {countdown}.',
  'otp.expired': 'Je code is verlopen.',
  'otp.resend.prompt': 'Niets ontvangen?',
  'otp.resend.initial': 'Code opnieuw sturen',
  'otp.resend.sending': 'Versturen…',
  'otp.resend.sent': 'Code verstuurd',
  'otp.resend.waiting': 'Code opnieuw sturen',
  'otp.emailResent': 'E-mail opnieuw gestuurd',
  'otp.codeResent': 'Code opnieuw gestuurd',
  'otp.successTitle': 'Gelukt!',
  'otp.successBody': 'Je eenmalige code is bevestigd.',
};

export default texts;
