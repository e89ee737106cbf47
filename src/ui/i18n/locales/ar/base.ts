/** Arabic (ar): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'متابعة',
  'common.back': 'رجوع',
  'common.tryAgain': 'إعادة المحاولة',
  'common.close': 'إغلاق',
  'common.poweredBy': 'مدعوم من',
  'common.logo': 'الشعار',
  'common.providerName': 'Stytch',
  'field.email': 'البريد الإلكتروني',
  'field.phoneNumber': 'رقم الهاتف',
  'field.country': 'البلد',
  'field.passcode': 'أدخل رمز التحقق',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'تنسيق البريد الإلكتروني غير صالح.',
  'validation.invalidEmailAddress': 'عنوان البريد الإلكتروني غير صالح.',
  'validation.phoneFormatInvalid': 'تنسيق رقم الهاتف غير صالح. تأكد من أن رقم الهاتف بتنسيق E.164.',
  'main.header': 'أنشئ حسابًا أو سجّل الدخول',
  'main.divider': 'أو',
  'main.tabsLabel': 'طريقة تسجيل الدخول',
  'main.tab.sms': 'رسالة نصية',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'البريد الإلكتروني',
  'main.tab.password': 'البريد الإلكتروني',
  'main.error.passkeysAlone': 'خطأ: لا يمكن استخدام مفاتيح المرور وحدها، يُرجى إضافة منتج آخر إلى الإعدادات (config).',
  'main.error.emlAndEmailOtp': 'خطأ: لا يمكن استخدام الرابط السحري عبر البريد الإلكتروني (EML) ورمز التحقق عبر البريد الإلكتروني (Email OTP) معًا',
  'main.passkeyButton': 'تسجيل الدخول بمفتاح مرور',
  'main.otherCryptoWallets': 'المتابعة بمحفظة عملات مشفّرة أخرى',
  'main.sendLink': 'متابعة',
  'main.sendCode': 'متابعة',
};

export default texts;
