/** Hungarian (hu): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Válassza ki, hogyan szeretné folytatni',
  'b2b.email.method.link': 'Bejelentkezési link küldése e-mailben',
  'b2b.email.method.code': 'Bejelentkezési kód küldése e-mailben',
  'b2b.email.otp.title': 'Adja meg az egyszeri kódot',
  'b2b.email.otp.sentTo': '6 számjegyű egyszeri kódot küldtünk ide: {email}.',
  'b2b.email.otp.label': 'Adja meg az egyszeri kódot',
  'b2b.email.otp.verifying': 'Kód ellenőrzése…',
  'b2b.email.otp.resendPrompt': 'Nem kapta meg?',
  'b2b.email.otp.resend': 'Kód újraküldése',
  'b2b.email.otp.resent': 'Kód újraküldve',
  'b2b.email.otp.expiresIn': 'A kód {countdown} múlva lejár.',
  'b2b.email.otp.expired': 'A kód lejárt.',
  'b2b.email.sent.title': 'Ellenőrizze a postafiókját',
  'b2b.email.sent.sentTo': 'E-mailt küldtünk ide: {email}.',
  'b2b.email.sent.resendPrompt': 'Nem kapta meg?',
  'b2b.email.sent.resend': 'E-mail újraküldése',
  'b2b.email.sent.resent': 'E-mail újraküldve',
  'b2b.email.tryAgain': 'Másik e-mail-cím kipróbálása',
};

export default texts;
