/** Italian (it): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Inserisci il codice monouso',
  'otp.sentTo': 'Abbiamo inviato un codice monouso di 6 cifre a {destination}.',
  'otp.verifying': 'Verifica del codice…',
  'otp.expiresIn': 'Il codice scade tra {countdown}.',
  'otp.expired': 'Il codice è scaduto.',
  'otp.resend.prompt': 'Non l’hai ricevuto?',
  'otp.resend.initial': 'Invia di nuovo il codice',
  'otp.resend.sending': 'Invio in corso…',
  'otp.resend.sent': 'Codice inviato',
  'otp.resend.waiting': 'Invia di nuovo il codice',
  'otp.emailResent': 'Email inviata di nuovo',
  'otp.codeResent': 'Codice inviato di nuovo',
  'otp.successTitle': 'Fatto!',
  'otp.successBody': 'Il codice monouso è stato verificato.',
};

export default texts;
