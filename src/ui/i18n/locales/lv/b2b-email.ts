/** Latvian (lv): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Izvēlieties, kā vēlaties turpināt',
  'b2b.email.method.link': 'Nosūtīt pierakstīšanās saiti uz e-pastu',
  'b2b.email.method.code': 'Nosūtīt pierakstīšanās kodu uz e-pastu',
  'b2b.email.otp.title': 'Ievadiet vienreizējo kodu',
  'b2b.email.otp.sentTo': 'Uz adresi {email} jums tika nosūtīts 6 ciparu vienreizējais kods.',
  'b2b.email.otp.label': 'Ievadiet vienreizējo kodu',
  'b2b.email.otp.verifying': 'Notiek koda pārbaude…',
  'b2b.email.otp.resendPrompt': 'Nesaņēmāt kodu?',
  'b2b.email.otp.resend': 'Sūtīt kodu vēlreiz',
  'b2b.email.otp.resent': 'Kods nosūtīts vēlreiz',
  'b2b.email.otp.expiresIn': 'Kods zaudēs derīgumu pēc {countdown}.',
  'b2b.email.otp.expired': 'Koda derīguma termiņš ir beidzies.',
  'b2b.email.sent.title': 'Pārbaudiet e-pastu',
  'b2b.email.sent.sentTo': 'Uz adresi {email} tika nosūtīts e-pasta ziņojums.',
  'b2b.email.sent.resendPrompt': 'Nesaņēmāt ziņojumu?',
  'b2b.email.sent.resend': 'Sūtīt e-pastu vēlreiz',
  'b2b.email.sent.resent': 'E-pasts nosūtīts vēlreiz',
  'b2b.email.tryAgain': 'Izmēģināt citu e-pasta adresi',
};

export default texts;
