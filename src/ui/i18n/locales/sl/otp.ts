/** Slovenian (sl): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Vnesite enkratno kodo',
  'otp.sentTo': 'Na {destination} smo vam poslali 6-mestno enkratno kodo.',
  'otp.verifying': 'Preverjanje kode …',
  'otp.expiresIn': 'Koda poteče čez {countdown}.',
  'otp.expired': 'Koda je potekla.',
  'otp.resend.prompt': 'Niste prejeli kode?',
  'otp.resend.initial': 'Znova pošlji kodo',
  'otp.resend.sending': 'Pošiljanje …',
  'otp.resend.sent': 'Koda je poslana',
  'otp.resend.waiting': 'Znova pošlji kodo',
  'otp.emailResent': 'E-pošta je bila znova poslana',
  'otp.codeResent': 'Koda je bila znova poslana',
  'otp.successTitle': 'Uspešno!',
  'otp.successBody': 'Vaša enkratna koda je bila uspešno preverjena.',
};

export default texts;
