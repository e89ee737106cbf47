/** Hebrew (he): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'המשך',
  'common.back': 'חזרה',
  'common.tryAgain': 'ניסיון חוזר',
  'common.close': 'סגירה',
  'common.poweredBy': 'מופעל על ידי',
  'common.logo': 'לוגו',
  'common.providerName': 'Stytch',
  'field.email': 'אימייל',
  'field.phoneNumber': 'מספר טלפון',
  'field.country': 'מדינה',
  'field.passcode': 'הזנת הקוד החד-פעמי',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'פורמט האימייל לא תקין.',
  'validation.invalidEmailAddress': 'כתובת האימייל לא תקינה.',
  'validation.phoneFormatInvalid': 'פורמט מספר הטלפון לא תקין. יש לוודא שמספר הטלפון בפורמט E.164.',
  'main.header': 'הרשמה או התחברות',
  'main.divider': 'או',
  'main.tabsLabel': 'שיטת התחברות',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'אימייל',
  'main.tab.password': 'אימייל',
  'main.error.passkeysAlone': 'שגיאה: אי אפשר להשתמש במפתחות גישה בלבד. יש להוסיף מוצר נוסף להגדרות (config).',
  'main.error.emlAndEmailOtp': 'שגיאה: אי אפשר להשתמש גם בקישור קסם באימייל (EML) וגם בקוד חד-פעמי באימייל (Email OTP)',
  'main.passkeyButton': 'התחברות עם מפתח גישה',
  'main.otherCryptoWallets': 'המשך עם ארנק קריפטו אחר',
  'main.sendLink': 'המשך',
  'main.sendCode': 'המשך',
};

export default texts;
