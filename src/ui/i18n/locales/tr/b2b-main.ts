/** Turkish (tr): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Kaydolun veya giriş yapın',
  'b2b.main.continue': 'Devam',
  'b2b.main.invalidEmail': 'E-posta biçimi geçersiz.',
  'b2b.main.or': 'veya',
  'b2b.main.sso': 'Çoklu oturum açma (SSO) kullan',
  'b2b.main.password': 'Bunun yerine şifre kullan',
  'b2b.main.signingIn': 'Giriş yapılıyor…',
  'b2b.signedIn.title': 'Başarılı!',
  'b2b.signedIn.body': 'Başarıyla giriş yaptınız.',
  'b2b.signedIn.bodyWithOrganization': '{organization} kuruluşuna başarıyla giriş yaptınız.',
  'b2b.primaryRequired.title': 'Başka bir giriş yöntemi gerekli',
  'b2b.primaryRequired.body': '{organization}, başka bir yöntemle giriş yapmanızı gerektiriyor. Geri dönüp izin verilen yöntemlerden birini seçin.',
  'b2b.primaryRequired.goBack': 'Geri dön',
};

export default texts;
