/** Persian (fa): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'ادامه',
  'common.back': 'بازگشت',
  'common.tryAgain': 'تلاش دوباره',
  'common.close': 'بستن',
  'common.poweredBy': 'قدرت‌گرفته از',
  'common.logo': 'لوگو',
  'common.providerName': 'Stytch',
  'field.email': 'ایمیل',
  'field.phoneNumber': 'شماره تلفن',
  'field.country': 'کشور',
  'field.passcode': 'کد یک‌بارمصرف را وارد کنید',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'قالب ایمیل نامعتبر است.',
  'validation.invalidEmailAddress': 'نشانی ایمیل نامعتبر است.',
  'validation.phoneFormatInvalid': 'قالب شماره تلفن نامعتبر است. مطمئن شوید شماره تلفن در قالب E.164 است.',
  'main.header': 'ثبت‌نام یا ورود',
  'main.divider': 'یا',
  'main.tabsLabel': 'روش ورود',
  'main.tab.sms': 'پیامک',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'ایمیل',
  'main.tab.password': 'ایمیل',
  'main.error.passkeysAlone': 'خطا: کلید عبور را نمی‌توان به‌تنهایی استفاده کرد؛ لطفاً محصول دیگری به پیکربندی (config) اضافه کنید.',
  'main.error.emlAndEmailOtp': 'خطا: نمی‌توان هم‌زمان از پیوند جادویی ایمیلی (EML) و کد یک‌بارمصرف ایمیلی (Email OTP) استفاده کرد',
  'main.passkeyButton': 'ورود با کلید عبور',
  'main.otherCryptoWallets': 'ادامه با کیف پول رمزارز دیگر',
  'main.sendLink': 'ادامه',
  'main.sendCode': 'ادامه',
};

export default texts;
