/** Swedish (sv): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Välj hur du vill fortsätta',
  'b2b.email.method.link': 'Mejla mig en inloggningslänk',
  'b2b.email.method.code': 'Mejla mig en inloggningskod',
  'b2b.email.otp.title': 'Ange engångskod',
  'b2b.email.otp.sentTo': 'En 6-siffrig engångskod har skickats till {email}.',
  'b2b.email.otp.label': 'Ange engångskod',
  'b2b.email.otp.verifying': 'Verifierar engångskoden…',
  'b2b.email.otp.resendPrompt': 'Fick du ingen kod?',
  'b2b.email.otp.resend': 'Skicka koden igen',
  'b2b.email.otp.resent': 'Koden har skickats igen',
  'b2b.email.otp.expiresIn': 'Koden går ut om {countdown}.',
  'b2b.email.otp.expired': 'Koden har gått ut.',
  'b2b.email.sent.title': 'Kolla din e-post',
  'b2b.email.sent.sentTo': 'Ett mejl har skickats till {email}.',
  'b2b.email.sent.resendPrompt': 'Fick du inget?',
  'b2b.email.sent.resend': 'Skicka mejlet igen',
  'b2b.email.sent.resent': 'Mejlet har skickats igen',
  'b2b.email.tryAgain': 'Prova en annan e-postadress',
};

export default texts;
