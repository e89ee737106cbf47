/** German (de): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Einmalcode eingeben',
  'otp.sentTo': 'Ein 6-stelliger Einmalcode wurde an {destination} gesendet.',
  'otp.verifying': 'Einmalcode wird überprüft…',
  'otp.expiresIn': 'Ihr Code läuft in {countdown} ab.',
  'otp.expired': 'Ihr Code ist abgelaufen.',
  'otp.resend.prompt': 'Nichts erhalten?',
  'otp.resend.initial': 'Code erneut senden',
  'otp.resend.sending': 'Wird gesendet…',
  'otp.resend.sent': 'Code gesendet',
  'otp.resend.waiting': 'Code erneut senden',
  'otp.emailResent': 'E-Mail erneut gesendet',
  'otp.codeResent': 'Code erneut gesendet',
  'otp.successTitle': 'Geschafft!',
  'otp.successBody': 'Ihr Einmalcode wurde erfolgreich bestätigt.',
};

export default texts;
