/** Urdu (ur): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'جاری رکھیں',
  'common.back': 'واپس',
  'common.tryAgain': 'دوبارہ کوشش کریں',
  'common.close': 'بند کریں',
  'common.poweredBy': 'بہ تعاون',
  'common.logo': 'لوگو',
  'common.providerName': 'Stytch',
  'field.email': 'ای میل',
  'field.phoneNumber': 'فون نمبر',
  'field.country': 'ملک',
  'field.passcode': 'پاس کوڈ درج کریں',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'ای میل کا فارمیٹ درست نہیں ہے۔',
  'validation.invalidEmailAddress': 'ای میل ایڈریس درست نہیں ہے۔',
  'validation.phoneFormatInvalid': 'فون نمبر کا فارمیٹ درست نہیں ہے۔ یقینی بنائیں کہ فون نمبر E.164 فارمیٹ میں ہو۔',
  'main.header': 'سائن اپ یا سائن ان کریں',
  'main.divider': 'یا',
  'main.tabsLabel': 'سائن ان کا طریقہ',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'ای میل',
  'main.tab.password': 'ای میل',
  'main.error.passkeysAlone': 'خرابی: صرف پاس کیز استعمال نہیں کی جا سکتیں، براہ کرم کنفیگریشن (config) میں کوئی اور پروڈکٹ شامل کریں۔',
  'main.error.emlAndEmailOtp': 'خرابی: ای میل میجک لنک (EML) اور ای میل پاس کوڈ (Email OTP) دونوں ایک ساتھ استعمال نہیں کیے جا سکتے',
  'main.passkeyButton': 'پاس کی کے ساتھ سائن ان کریں',
  'main.otherCryptoWallets': 'کسی اور کرپٹو والیٹ کے ساتھ جاری رکھیں',
  'main.sendLink': 'جاری رکھیں',
  'main.sendCode': 'جاری رکھیں',
};

export default texts;
