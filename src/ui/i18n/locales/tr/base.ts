/** Turkish (tr): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Devam',
  'common.back': 'Geri',
  'common.tryAgain': 'Tekrar dene',
  'common.close': 'Kapat',
  'common.poweredBy': 'Altyapı:',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-posta',
  'field.phoneNumber': 'Telefon numarası',
  'field.country': 'Ülke',
  'field.passcode': 'Tek kullanımlık kodu girin',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'E-posta biçimi geçersiz.',
  'validation.invalidEmailAddress': 'Geçersiz e-posta adresi.',
  'validation.phoneFormatInvalid': 'Telefon numarası biçimi geçersiz. Telefon numarasının E.164 biçiminde olduğundan emin olun.',
  'main.header': 'Kaydolun veya giriş yapın',
  'main.divider': 'veya',
  'main.tabsLabel': 'Giriş yöntemi',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-posta',
  'main.tab.password': 'E-posta',
  'main.error.passkeysAlone': 'Hata: Geçiş anahtarları tek başına kullanılamaz, lütfen yapılandırmaya (config) başka bir ürün ekleyin.',
  'main.error.emlAndEmailOtp': 'Hata: E-posta sihirli bağlantısı (EML) ve e-postayla tek kullanımlık kod (Email OTP) birlikte kullanılamaz',
  'main.passkeyButton': 'Geçiş anahtarıyla giriş yap',
  'main.otherCryptoWallets': 'Başka bir kripto cüzdanla devam et',
  'main.sendLink': 'Devam',
  'main.sendCode': 'Devam',
};

export default texts;
