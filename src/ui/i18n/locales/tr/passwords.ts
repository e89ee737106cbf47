/** Turkish (tr): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Şifre',
  'password.newPassword': 'Yeni şifre',
  'password.showPassword': 'Şifreyi göster',
  'password.createTitle': 'Hesap oluşturun',
  'password.createBody': '{email} için bir şifre belirleyin.',
  'password.loginTitle': 'Giriş yapın',
  'password.loginBody': '{email} hesabının şifresini girin.',
  'password.forgot': 'Şifrenizi mi unuttunuz?',
  'password.createInstead': 'Bunun yerine şifre oluştur',
  'password.emailLinkInstead': 'Giriş bağlantısını e-postayla gönder',
  'password.emailCodeInstead': 'Giriş kodunu e-postayla gönder',
  'password.strengthLabel': 'Şifre gücü',
  'password.strength.veryWeak': 'Çok zayıf',
  'password.strength.weak': 'Zayıf',
  'password.strength.strong': 'Güçlü',
  'password.strength.veryStrong': 'Çok güçlü',
  'password.requirementsLabel': 'Şifre gereksinimleri',
  'password.requirementMet': 'Tamam:',
  'password.requirementUnmet': 'Henüz değil:',
  'password.luds.length': { one: 'En az {count} karakter olmalıdır', other: 'En az {count} karakter olmalıdır' },
  'password.luds.complexity': { one: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol', other: 'Şunlardan {count} tanesini içermelidir: büyük harf, küçük harf, rakam, sembol' },
  'password.luds.breached': 'Bu şifre, güvenlik sorunu yaşamış başka bir sitede kullanılmış olabilir. Lütfen başka bir şifre seçin.',
  'password.forgotTitle': 'Giriş yardımı için e-postanızı kontrol edin!',
  'password.forgotBody': '{email} adresine, şifrenizi sıfırlamanız için bir bağlantı içeren e-posta gönderdik. Yeni bir şifre belirlemek için bağlantıyı açın.',
  'password.setNewTitle': 'E-postanızı kontrol edin!',
  'password.setNewBody': '{email} adresine bir e-posta gönderdik. Hesabınıza şifre belirlemek için e-postadaki bağlantıyı açın.',
  'password.dedupeTitle': 'Yeni şifre belirlemek için e-postanızı kontrol edin',
  'password.dedupeBody': 'Hesabınızın güvende olduğundan ve giriş yapanın gerçekten siz olduğunuzdan emin olmak istiyoruz! {email} adresine bir e-posta gönderdik. Yeni şifre belirlemek için e-postadaki bağlantıyı açın.',
  'password.breachedTitle': 'Şifrenizi sıfırlamak için e-postanızı kontrol edin',
  'password.breachedBody': 'Hesabınızı güvende tutmak için {email} adresine bir e-posta gönderdik. Başka yerde kullanmadığınız yeni bir şifre belirlemek için e-postadaki bağlantıyı açın.',
  'password.didntGetIt': 'E-posta gelmedi mi?',
  'password.resend': 'E-postayı tekrar gönder',
  'password.emailResent': 'E-posta tekrar gönderildi',
  'password.loggingIn': 'Giriş yapılıyor…',
  'password.resetTitle': 'Şifrenizi sıfırlayın',
  'password.resetBody': 'Hesabınız için yeni bir şifre belirleyin.',
  'password.requestNewBody': 'E-posta adresinizi girin, size yeni bir bağlantı gönderelim.',
  'password.sendNewEmail': 'Yeni e-posta gönder',
  'password.confirmationTitle': 'Başarılı!',
  'password.confirmationBody': 'Başarıyla giriş yaptınız.',
};

export default texts;
