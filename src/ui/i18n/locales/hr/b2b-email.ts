/** Croatian (hr): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Odaberite kako želite nastaviti',
  'b2b.email.method.link': 'Pošalji mi poveznicu za prijavu e-poštom',
  'b2b.email.method.code': 'Pošalji mi kod za prijavu e-poštom',
  'b2b.email.otp.title': 'Unesite jednokratni kod',
  'b2b.email.otp.sentTo': 'Šesteroznamenkasti jednokratni kod poslan vam je na {email}.',
  'b2b.email.otp.label': 'Unesite jednokratni kod',
  'b2b.email.otp.verifying': 'Provjera koda…',
  'b2b.email.otp.resendPrompt': 'Niste primili kod?',
  'b2b.email.otp.resend': 'Ponovno pošalji kod',
  'b2b.email.otp.resent': 'Kod je ponovno poslan',
  'b2b.email.otp.expiresIn': 'Kod istječe za {countdown}.',
  'b2b.email.otp.expired': 'Kod je istekao.',
  'b2b.email.sent.title': 'Provjerite e-poštu',
  'b2b.email.sent.sentTo': 'Poslali smo e-poruku na {email}.',
  'b2b.email.sent.resendPrompt': 'Niste primili poruku?',
  'b2b.email.sent.resend': 'Ponovno pošalji e-poruku',
  'b2b.email.sent.resent': 'E-poruka je ponovno poslana',
  'b2b.email.tryAgain': 'Pokušaj s drugom adresom e-pošte',
};

export default texts;
