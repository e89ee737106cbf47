/** Hungarian (hu): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Adja meg az egyszeri kódot',
  'otp.sentTo': '6 számjegyű egyszeri kódot küldtünk ide: {destination}.',
  'otp.verifying': 'Kód ellenőrzése…',
  'otp.expiresIn': 'A kód {countdown} múlva lejár.',
  'otp.expired': 'A kód lejárt.',
  'otp.resend.prompt': 'Nem kapta meg?',
  'otp.resend.initial': 'Kód újraküldése',
  'otp.resend.sending': 'Küldés…',
  'otp.resend.sent': 'Kód elküldve',
  'otp.resend.waiting': 'Kód újraküldése',
  'otp.emailResent': 'E-mail újraküldve',
  'otp.codeResent': 'Kód újraküldve',
  'otp.successTitle': 'Sikerült!',
  'otp.successBody': 'Az egyszeri kódot sikeresen ellenőriztük.',
};

export default texts;
