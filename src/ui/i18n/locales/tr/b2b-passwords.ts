/** Turkish (tr): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Şifre',
  'b2b.password.newField': 'Yeni şifre',
  'b2b.password.show': 'Şifreyi göster',
  'b2b.password.required': 'Şifrenizi girin.',
  'b2b.password.loginTitle': 'E-posta ve şifreyle giriş yapın',
  'b2b.password.loginOrganization': '{organization} kuruluşuna giriş yapın',
  'b2b.password.forgot': 'Şifrenizi mi unuttunuz?',
  'b2b.password.forgotTitle': 'Şifrenizi sıfırlayın',
  'b2b.password.forgotOrganization': 'Hesabınıza doğrudan giriş yapmanız veya varsa şifrenizi sıfırlamanız için size e-postayla bir giriş bağlantısı göndereceğiz.',
  'b2b.password.forgotDiscovery': 'Hesap oluşturmanız veya varsa şifrenizi sıfırlamanız için size e-postayla bir doğrulama bağlantısı göndereceğiz.',
  'b2b.password.noPasswordTitle': 'E-postayla şifre belirleyin',
  'b2b.password.noPasswordBody': 'Henüz bir şifreniz yok. Şifre belirlemeniz için size e-postayla bir bağlantı göndereceğiz.',
  'b2b.password.breachedTitle': 'Yeni bir şifre seçin',
  'b2b.password.breachedBody': 'Başka yerde kullanmadığınız yeni bir şifre seçmeniz için size e-postayla bir bağlantı göndereceğiz.',
  'b2b.password.sendLink': 'Bağlantıyı e-postayla gönder',
  'b2b.password.sentTitle': 'E-postanızı kontrol edin',
  'b2b.password.sentBody': 'Şifre sıfırlama bağlantısı {email} adresine gönderildi.',
  'b2b.password.didntGetIt': 'E-posta gelmedi mi?',
  'b2b.password.resend': 'E-postayı tekrar gönder',
  'b2b.password.resent': 'E-posta tekrar gönderildi',
  'b2b.password.setNewTitle': 'Yeni şifre belirleyin',
  'b2b.password.setNewBody': 'Hesabınız için yeni bir şifre seçin.',
  'b2b.password.noToken': 'Bu sayfa şifre sıfırlama bağlantısı olmadan açıldı. E-postanızdaki bağlantıyı tekrar açın.',
  'b2b.password.strengthScore': 'Şifre gücü: 4 üzerinden {score}.',
  'b2b.password.accepted': 'Şifre kabul edildi.',
  'b2b.password.notAccepted': 'Şifre kabul edilmedi.',
  'b2b.password.requirementsLabel': 'Şifre gereksinimleri',
  'b2b.password.requirementMet': 'Tamam:',
  'b2b.password.requirementUnmet': 'Henüz değil:',
  'b2b.password.minimumLength': { one: 'En az {count} karakter olmalıdır', other: 'En az {count} karakter olmalıdır' },
  'b2b.password.complexity': { one: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol', other: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol' },
  'b2b.password.breached': 'Bu şifre, güvenlik sorunu yaşamış başka bir sitede kullanılmış olabilir. Lütfen başka bir şifre seçin.',
};

export default texts;
