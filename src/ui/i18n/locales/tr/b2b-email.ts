/** Turkish (tr): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Nasıl devam etmek istediğinizi seçin',
  'b2b.email.method.link': 'Giriş bağlantısını e-postayla gönder',
  'b2b.email.method.code': 'Giriş kodunu e-postayla gönder',
  'b2b.email.otp.title': 'Tek kullanımlık kodu girin',
  'b2b.email.otp.sentTo': '6 haneli tek kullanımlık kod {email} adresine gönderildi.',
  'b2b.email.otp.label': 'Tek kullanımlık kodu girin',
  'b2b.email.otp.verifying': 'Kod doğrulanıyor…',
  'b2b.email.otp.resendPrompt': 'Kod gelmedi mi?',
  'b2b.email.otp.resend': 'Kodu tekrar gönder',
  'b2b.email.otp.resent': 'Kod tekrar gönderildi',
  'b2b.email.otp.expiresIn': 'Kodunuzun süresi {countdown} içinde dolacak.',
  'b2b.email.otp.expired': 'Kodunuzun süresi doldu.',
  'b2b.email.sent.title': 'E-postanızı kontrol edin',
  'b2b.email.sent.sentTo': '{email} adresine bir e-posta gönderildi.',
  'b2b.email.sent.resendPrompt': 'E-posta gelmedi mi?',
  'b2b.email.sent.resend': 'E-postayı tekrar gönder',
  'b2b.email.sent.resent': 'E-posta tekrar gönderildi',
  'b2b.email.tryAgain': 'Başka bir e-posta adresi dene',
};

export default texts;
