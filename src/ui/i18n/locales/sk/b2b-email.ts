/** Slovak (sk): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Vyberte, ako chcete pokračovať',
  'b2b.email.method.link': 'Poslať prihlasovací odkaz e-mailom',
  'b2b.email.method.code': 'Poslať prihlasovací kód e-mailom',
  'b2b.email.otp.title': 'Zadajte jednorazový kód',
  'b2b.email.otp.sentTo': 'Na {email} sme vám poslali 6-miestny jednorazový kód.',
  'b2b.email.otp.label': 'Zadajte jednorazový kód',
  'b2b.email.otp.verifying': 'Overuje sa kód…',
  'b2b.email.otp.resendPrompt': 'Neprišiel vám kód?',
  'b2b.email.otp.resend': 'Odoslať kód znova',
  'b2b.email.otp.resent': 'Kód bol znova odoslaný',
  'b2b.email.otp.expiresIn': 'Platnosť kódu vyprší o {countdown}.',
  'b2b.email.otp.expired': 'Platnosť kódu vypršala.',
  'b2b.email.sent.title': 'Skontrolujte si e-mail',
  'b2b.email.sent.sentTo': 'Na adresu {email} sme poslali e-mail.',
  'b2b.email.sent.resendPrompt': 'Neprišiel vám e-mail?',
  'b2b.email.sent.resend': 'Odoslať e-mail znova',
  'b2b.email.sent.resent': 'E-mail bol znova odoslaný',
  'b2b.email.tryAgain': 'Skúsiť inú e-mailovú adresu',
};

export default texts;
