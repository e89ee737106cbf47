/** Malay (ms): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Teruskan',
  'common.back': 'Kembali',
  'common.tryAgain': 'Cuba lagi',
  'common.close': 'Tutup',
  'common.poweredBy': 'Dikuasakan oleh',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'E-mel',
  'field.phoneNumber': 'Nombor telefon',
  'field.country': 'Negara',
  'field.passcode': 'Masukkan kod pengesahan',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Format e-mel tidak sah.',
  'validation.invalidEmailAddress': 'Alamat e-mel tidak sah.',
  'validation.phoneFormatInvalid': 'Format nombor telefon tidak sah. Pastikan nombor telefon dalam format E.164.',
  'main.header': 'Daftar atau log masuk',
  'main.divider': 'atau',
  'main.tabsLabel': 'Kaedah log masuk',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'E-mel',
  'main.tab.password': 'E-mel',
  'main.error.passkeysAlone': 'Ralat: Kunci laluan tidak boleh digunakan secara bersendirian. Sila tambahkan produk lain pada konfigurasi.',
  'main.error.emlAndEmailOtp': 'Ralat: EML dan OTP e-mel tidak boleh digunakan serentak',
  'main.passkeyButton': 'Log masuk dengan kunci laluan',
  'main.otherCryptoWallets': 'Teruskan dengan dompet kripto lain',
  'main.sendLink': 'Teruskan',
  'main.sendCode': 'Teruskan',
};

export default texts;
