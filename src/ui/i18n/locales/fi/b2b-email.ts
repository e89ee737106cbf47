/** Finnish (fi): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Valitse, miten haluat jatkaa',
  'b2b.email.method.link': 'Lähetä kirjautumislinkki sähköpostiini',
  'b2b.email.method.code': 'Lähetä kirjautumiskoodi sähköpostiini',
  'b2b.email.otp.title': 'Anna kertakäyttökoodi',
  'b2b.email.otp.sentTo': 'Kuusinumeroinen kertakäyttökoodi lähetettiin osoitteeseen {email}.',
  'b2b.email.otp.label': 'Anna kertakäyttökoodi',
  'b2b.email.otp.verifying': 'Tarkistetaan kertakäyttökoodia…',
  'b2b.email.otp.resendPrompt': 'Etkö saanut koodia?',
  'b2b.email.otp.resend': 'Lähetä koodi uudelleen',
  'b2b.email.otp.resent': 'Koodi lähetetty uudelleen',
  'b2b.email.otp.expiresIn': 'Koodi vanhenee {countdown} kuluttua.',
  'b2b.email.otp.expired': 'Koodi on vanhentunut.',
  'b2b.email.sent.title': 'Tarkista sähköpostisi',
  'b2b.email.sent.sentTo': 'Sähköposti lähetettiin osoitteeseen {email}.',
  'b2b.email.sent.resendPrompt': 'Etkö saanut viestiä?',
  'b2b.email.sent.resend': 'Lähetä sähköposti uudelleen',
  'b2b.email.sent.resent': 'Sähköposti lähetetty uudelleen',
  'b2b.email.tryAgain': 'Kokeile toista sähköpostiosoitetta',
};

export default texts;
