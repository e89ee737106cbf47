/** Turkish (tr): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Tek kullanımlık kodu girin',
  'otp.sentTo': '6 haneli tek kullanımlık kod şuraya gönderildi: {destination}.',
  'otp.verifying': 'Kod doğrulanıyor…',
  'otp.expiresIn': 'Kodunuzun süresi {countdown} içinde dolacak.',
  'otp.expired': 'Kodunuzun süresi doldu.',
  'otp.resend.prompt': 'Kod gelmedi mi?',
  'otp.resend.initial': 'Kodu tekrar gönder',
  'otp.resend.sending': 'Gönderiliyor…',
  'otp.resend.sent': 'Kod gönderildi',
  'otp.resend.waiting': 'Kodu tekrar gönder',
  'otp.emailResent': 'E-posta tekrar gönderildi',
  'otp.codeResent': 'Kod tekrar gönderildi',
  'otp.successTitle': 'Başarılı!',
  'otp.successBody': 'Tek kullanımlık kodunuz başarıyla doğrulandı.',
};

export default texts;
