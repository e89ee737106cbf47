/** Italian (it): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Scegli come vuoi continuare',
  'b2b.email.method.link': 'Inviami un link di accesso via email',
  'b2b.email.method.code': 'Inviami un codice via email',
  'b2b.email.otp.title': 'Inserisci il codice monouso',
  'b2b.email.otp.sentTo': 'Abbiamo inviato un codice monouso di 6 cifre a {email}.',
  'b2b.email.otp.label': 'Inserisci il codice monouso',
  'b2b.email.otp.verifying': 'Verifica del codice…',
  'b2b.email.otp.resendPrompt': 'Non l’hai ricevuto?',
  'b2b.email.otp.resend': 'Invia di nuovo il codice',
  'b2b.email.otp.resent': 'Codice inviato di nuovo',
  'b2b.email.otp.expiresIn': 'Il codice scade tra {countdown}.',
  'b2b.email.otp.expired': 'Il codice è scaduto.',
  'b2b.email.sent.title': 'Controlla la tua email',
  'b2b.email.sent.sentTo': 'Abbiamo inviato un’email a {email}.',
  'b2b.email.sent.resendPrompt': 'Non l’hai ricevuta?',
  'b2b.email.sent.resend': 'Invia di nuovo l’email',
  'b2b.email.sent.resent': 'Email inviata di nuovo',
  'b2b.email.tryAgain': 'Prova con un altro indirizzo email',
};

export default texts;
