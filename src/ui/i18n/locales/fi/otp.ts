/** Finnish (fi): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Anna kertakäyttökoodi',
  'otp.sentTo': 'Kuusinumeroinen kertakäyttökoodi lähetettiin kohteeseen {destination}.',
  'otp.verifying': 'Tarkistetaan kertakäyttökoodia…',
  'otp.expiresIn': 'Koodi vanhenee {countdown} kuluttua.',
  'otp.expired': 'Koodi on vanhentunut.',
  'otp.resend.prompt': 'Etkö saanut koodia?',
  'otp.resend.initial': 'Lähetä koodi uudelleen',
  'otp.resend.sending': 'Lähetetään…',
  'otp.resend.sent': 'Koodi lähetetty',
  'otp.resend.waiting': 'Lähetä koodi uudelleen',
  'otp.emailResent': 'Sähköposti lähetetty uudelleen',
  'otp.codeResent': 'Koodi lähetetty uudelleen',
  'otp.successTitle': 'Onnistui!',
  'otp.successBody': 'Kertakäyttökoodisi on vahvistettu.',
};

export default texts;
