/** Lithuanian (lt): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Pasirinkite, kaip norite tęsti',
  'b2b.email.method.link': 'Atsiųsti prisijungimo nuorodą el. paštu',
  'b2b.email.method.code': 'Atsiųsti prisijungimo kodą el. paštu',
  'b2b.email.otp.title': 'Įveskite vienkartinį kodą',
  'b2b.email.otp.sentTo': 'Adresu {email} išsiuntėme 6 skaitmenų vienkartinį kodą.',
  'b2b.email.otp.label': 'Įveskite vienkartinį kodą',
  'b2b.email.otp.verifying': 'Tikrinamas kodas…',
  'b2b.email.otp.resendPrompt': 'Negavote kodo?',
  'b2b.email.otp.resend': 'Siųsti kodą dar kartą',
  'b2b.email.otp.resent': 'Kodas išsiųstas dar kartą',
  'b2b.email.otp.expiresIn': 'Kodas nustos galioti po {countdown}.',
  'b2b.email.otp.expired': 'Kodas nebegalioja.',
  'b2b.email.sent.title': 'Patikrinkite el. paštą',
  'b2b.email.sent.sentTo': 'Išsiuntėme el. laišką adresu {email}.',
  'b2b.email.sent.resendPrompt': 'Negavote laiško?',
  'b2b.email.sent.resend': 'Siųsti laišką dar kartą',
  'b2b.email.sent.resent': 'Laiškas išsiųstas dar kartą',
  'b2b.email.tryAgain': 'Bandyti kitą el. pašto adresą',
};

export default texts;
