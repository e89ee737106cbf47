/** Dutch (nl): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Hoe wil je doorgaan?',
  'b2b.email.method.link': 'Stuur me een inloglink',
  'b2b.email.method.code': 'Stuur me een inlogcode',
  'b2b.email.otp.title': 'Voer de eenmalige code in',
  'b2b.email.otp.sentTo': 'Er is een eenmalige code van 6 cijfers gestuurd naar {email}.',
  'b2b.email.otp.label': 'Voer de eenmalige code in',
  'b2b.email.otp.verifying': 'Eenmalige code controleren…',
  'b2b.email.otp.resendPrompt': 'Niets ontvangen?',
  'b2b.email.otp.resend': 'Code opnieuw sturen',
  'b2b.email.otp.resent': 'Code opnieuw gestuurd',
  'b2b.email.otp.expiresIn': 'Je code verloopt over {countdown}.',
  'b2b.email.otp.expired': 'Je code is verlopen.',
  'b2b.email.sent.title': 'Check je e-mail',
  'b2b.email.sent.sentTo': 'Er is een e-mail gestuurd naar {email}.',
  'b2b.email.sent.resendPrompt': 'Niets ontvangen?',
  'b2b.email.sent.resend': 'E-mail opnieuw sturen',
  'b2b.email.sent.resent': 'E-mail opnieuw gestuurd',
  'b2b.email.tryAgain': 'Ander e-mailadres proberen',
};

export default texts;
