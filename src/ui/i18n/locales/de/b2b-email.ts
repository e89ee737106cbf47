/** German (de): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Wie möchten Sie fortfahren?',
  'b2b.email.method.link': 'Anmeldelink per E-Mail senden',
  'b2b.email.method.code': 'Anmeldecode per E-Mail senden',
  'b2b.email.otp.title': 'Einmalcode eingeben',
  'b2b.email.otp.sentTo': 'Ein 6-stelliger Einmalcode wurde an {email} gesendet.',
  'b2b.email.otp.label': 'Einmalcode eingeben',
  'b2b.email.otp.verifying': 'Einmalcode wird überprüft…',
  'b2b.email.otp.resendPrompt': 'Nichts erhalten?',
  'b2b.email.otp.resend': 'Code erneut senden',
  'b2b.email.otp.resent': 'Code erneut gesendet',
  'b2b.email.otp.expiresIn': 'Ihr Code läuft in {countdown} ab.',
  'b2b.email.otp.expired': 'Ihr Code ist abgelaufen.',
  'b2b.email.sent.title': 'Sehen Sie in Ihrem Postfach nach',
  'b2b.email.sent.sentTo': 'Wir haben eine E-Mail an {email} gesendet.',
  'b2b.email.sent.resendPrompt': 'Nichts erhalten?',
  'b2b.email.sent.resend': 'E-Mail erneut senden',
  'b2b.email.sent.resent': 'E-Mail erneut gesendet',
  'b2b.email.tryAgain': 'Andere E-Mail-Adresse verwenden',
};

export default texts;
