/** Norwegian Bokmål (nb): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Velg hvordan du vil fortsette',
  'b2b.email.method.link': 'Send meg en påloggingslenke',
  'b2b.email.method.code': 'Send meg en påloggingskode',
  'b2b.email.otp.title': 'Skriv inn engangskode',
  'b2b.email.otp.sentTo': 'En sekssifret engangskode er sendt til {email}.',
  'b2b.email.otp.label': 'Skriv inn engangskode',
  'b2b.email.otp.verifying': 'Bekrefter engangskoden …',
  'b2b.email.otp.resendPrompt': 'Fikk du den ikke?',
  'b2b.email.otp.resend': 'Send koden på nytt',
  'b2b.email.otp.resent': 'Koden er sendt på nytt',
  'b2b.email.otp.expiresIn': 'Koden utløper om {countdown}.',
  'b2b.email.otp.expired': 'Koden har utløpt.',
  'b2b.email.sent.title': 'Sjekk e-posten din',
  'b2b.email.sent.sentTo': 'Vi har sendt en e-post til {email}.',
  'b2b.email.sent.resendPrompt': 'Fikk du den ikke?',
  'b2b.email.sent.resend': 'Send e-posten på nytt',
  'b2b.email.sent.resent': 'E-posten er sendt på nytt',
  'b2b.email.tryAgain': 'Prøv en annen e-postadresse',
};

export default texts;
