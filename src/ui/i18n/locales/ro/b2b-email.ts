/** Romanian (ro): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Alegeți cum doriți să continuați',
  'b2b.email.method.link': 'Trimiteți-mi un link de conectare prin e-mail',
  'b2b.email.method.code': 'Trimiteți-mi un cod de conectare prin e-mail',
  'b2b.email.otp.title': 'Introduceți codul de verificare',
  'b2b.email.otp.sentTo': 'Am trimis un cod de verificare din 6 cifre la {email}.',
  'b2b.email.otp.label': 'Introduceți codul de verificare',
  'b2b.email.otp.verifying': 'Se verifică codul...',
  'b2b.email.otp.resendPrompt': 'Nu l-ați primit?',
  'b2b.email.otp.resend': 'Retrimiteți codul',
  'b2b.email.otp.resent': 'Cod retrimis',
  'b2b.email.otp.expiresIn': 'Codul expiră în {countdown}.',
  'b2b.email.otp.expired': 'Codul a expirat.',
  'b2b.email.sent.title': 'Verificați-vă e-mailul',
  'b2b.email.sent.sentTo': 'Am trimis un e-mail la {email}.',
  'b2b.email.sent.resendPrompt': 'Nu l-ați primit?',
  'b2b.email.sent.resend': 'Retrimiteți e-mailul',
  'b2b.email.sent.resent': 'E-mail retrimis',
  'b2b.email.tryAgain': 'Încercați altă adresă de e-mail',
};

export default texts;
