/** Indonesian (id): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Lanjutkan',
  'common.back': 'Kembali',
  'common.tryAgain': 'Coba lagi',
  'common.close': 'Tutup',
  'common.poweredBy': 'Didukung oleh',
  'common.logo': 'Logo',
  'common.providerName': 'Stytch',
  'field.email': 'Email',
  'field.phoneNumber': 'Nomor telepon',
  'field.country': 'Negara',
  'field.passcode': 'Masukkan kode verifikasi',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Format email tidak valid.',
  'validation.invalidEmailAddress': 'Alamat email tidak valid.',
  'validation.phoneFormatInvalid': 'Format nomor telepon tidak valid. Pastikan nomor telepon menggunakan format E.164.',
  'main.header': 'Daftar atau masuk',
  'main.divider': 'atau',
  'main.tabsLabel': 'Metode masuk',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tab.password': 'Email',
  'main.error.passkeysAlone': 'Kesalahan: Kunci sandi tidak dapat digunakan sendiri. Tambahkan produk lain ke konfigurasi.',
  'main.error.emlAndEmailOtp': 'Kesalahan: EML dan OTP email tidak dapat digunakan bersamaan',
  'main.passkeyButton': 'Masuk dengan kunci sandi',
  'main.otherCryptoWallets': 'Lanjutkan dengan dompet kripto lain',
  'main.sendLink': 'Lanjutkan',
  'main.sendCode': 'Lanjutkan',
};

export default texts;
