/** Polish (pl): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Wybierz, jak chcesz kontynuować',
  'b2b.email.method.link': 'Wyślij mi e-mailem link do logowania',
  'b2b.email.method.code': 'Wyślij mi e-mailem kod do logowania',
  'b2b.email.otp.title': 'Wpisz kod jednorazowy',
  'b2b.email.otp.sentTo': 'Wysłaliśmy 6-cyfrowy kod jednorazowy na adres {email}.',
  'b2b.email.otp.label': 'Wpisz kod jednorazowy',
  'b2b.email.otp.verifying': 'Weryfikowanie kodu…',
  'b2b.email.otp.resendPrompt': 'Nic nie dotarło?',
  'b2b.email.otp.resend': 'Wyślij kod ponownie',
  'b2b.email.otp.resent': 'Kod wysłany ponownie',
  'b2b.email.otp.expiresIn': 'Kod wygaśnie za {countdown}.',
  'b2b.email.otp.expired': 'Kod wygasł.',
  'b2b.email.sent.title': 'Sprawdź skrzynkę e-mail',
  'b2b.email.sent.sentTo': 'Wysłaliśmy e-mail na adres {email}.',
  'b2b.email.sent.resendPrompt': 'Nic nie dotarło?',
  'b2b.email.sent.resend': 'Wyślij ponownie',
  'b2b.email.sent.resent': 'E-mail wysłany ponownie',
  'b2b.email.tryAgain': 'Użyj innego adresu e-mail',
};

export default texts;
