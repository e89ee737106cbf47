/** Slovenian (sl): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Izberite, kako želite nadaljevati',
  'b2b.email.method.link': 'Pošlji povezavo za prijavo po e-pošti',
  'b2b.email.method.code': 'Pošlji kodo za prijavo po e-pošti',
  'b2b.email.otp.title': 'Vnesite enkratno kodo',
  'b2b.email.otp.sentTo': 'Na {email} smo vam poslali 6-mestno enkratno kodo.',
  'b2b.email.otp.label': 'Vnesite enkratno kodo',
  'b2b.email.otp.verifying': 'Preverjanje kode …',
  'b2b.email.otp.resendPrompt': 'Niste prejeli kode?',
  'b2b.email.otp.resend': 'Znova pošlji kodo',
  'b2b.email.otp.resent': 'Koda je bila znova poslana',
  'b2b.email.otp.expiresIn': 'Koda poteče čez {countdown}.',
  'b2b.email.otp.expired': 'Koda je potekla.',
  'b2b.email.sent.title': 'Preverite e-pošto',
  'b2b.email.sent.sentTo': 'Na naslov {email} smo poslali e-poštno sporočilo.',
  'b2b.email.sent.resendPrompt': 'Niste prejeli sporočila?',
  'b2b.email.sent.resend': 'Znova pošlji e-pošto',
  'b2b.email.sent.resent': 'E-pošta je bila znova poslana',
  'b2b.email.tryAgain': 'Poskusi z drugim e-poštnim naslovom',
};

export default texts;
