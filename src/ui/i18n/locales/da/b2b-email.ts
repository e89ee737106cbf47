/** Danish (da): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Vælg, hvordan du vil fortsætte',
  'b2b.email.method.link': 'Send mig et loginlink',
  'b2b.email.method.code': 'Send mig en loginkode',
  'b2b.email.otp.title': 'Indtast engangskode',
  'b2b.email.otp.sentTo': 'Der er sendt en 6-cifret engangskode til {email}.',
  'b2b.email.otp.label': 'Indtast engangskode',
  'b2b.email.otp.verifying': 'Bekræfter engangskode…',
  'b2b.email.otp.resendPrompt': 'Ikke modtaget noget?',
  'b2b.email.otp.resend': 'Send kode igen',
  'b2b.email.otp.resent': 'Kode sendt igen',
  'b2b.email.otp.expiresIn': 'Din kode udløber om {countdown}.',
  'b2b.email.otp.expired': 'Din kode er udløbet.',
  'b2b.email.sent.title': 'Tjek din e-mail',
  'b2b.email.sent.sentTo': 'Der er sendt en e-mail til {email}.',
  'b2b.email.sent.resendPrompt': 'Ikke modtaget noget?',
  'b2b.email.sent.resend': 'Send e-mail igen',
  'b2b.email.sent.resent': 'E-mail sendt igen',
  'b2b.email.tryAgain': 'Prøv en anden e-mailadresse',
};

export default texts;
