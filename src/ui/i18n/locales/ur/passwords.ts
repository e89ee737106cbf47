/** Urdu (ur): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'پاس ورڈ',
  'password.newPassword': 'نیا پاس ورڈ',
  'password.showPassword': 'پاس ورڈ دکھائیں',
  'password.createTitle': 'اکاؤنٹ بنائیں',
  'password.createBody': '{email} کے لیے پاس ورڈ منتخب کریں۔',
  'password.loginTitle': 'سائن ان کریں',
  'password.loginBody': '{email} کا پاس ورڈ درج کریں۔',
  'password.forgot': 'پاس ورڈ بھول گئے؟',
  'password.createInstead': 'اس کے بجائے پاس ورڈ بنائیں',
  'password.emailLinkInstead': 'مجھے سائن ان لنک ای میل کریں',
  'password.emailCodeInstead': 'مجھے سائن ان کوڈ ای میل کریں',
  'password.strengthLabel': 'پاس ورڈ کی مضبوطی',
  'password.strength.veryWeak': 'بہت کمزور',
  'password.strength.weak': 'کمزور',
  'password.strength.strong': 'مضبوط',
  'password.strength.veryStrong': 'بہت مضبوط',
  'password.requirementsLabel': 'پاس ورڈ کی شرائط',
  'password.requirementMet': 'مکمل:',
  'password.requirementUnmet': 'ابھی نہیں:',
  'password.luds.length': { one: 'کم از کم {count} حرف ہونا ضروری ہے', other: 'کم از کم {count} حروف ہونا ضروری ہیں' },
  'password.luds.complexity': { one: 'درج ذیل میں سے {count} کا شامل ہونا ضروری ہے: بڑا حرف، چھوٹا حرف، نمبر، علامت', other: 'درج ذیل میں سے {count} کا شامل ہونا ضروری ہے: بڑا حرف، چھوٹا حرف، نمبر، علامت' },
  'password.luds.breached': 'ہو سکتا ہے یہ پاس ورڈ کسی ایسی دوسری سائٹ پر استعمال ہوا ہو جسے سیکیورٹی کا مسئلہ پیش آیا۔ براہ کرم کوئی اور پاس ورڈ منتخب کریں۔',
  'password.forgotTitle': 'سائن ان میں مدد کے لیے اپنی ای میل چیک کریں!',
  'password.forgotBody': 'ہم نے {email} پر پاس ورڈ ری سیٹ کرنے کے لنک کے ساتھ ایک ای میل بھیجی ہے۔ نیا پاس ورڈ منتخب کرنے کے لیے لنک کھولیں۔',
  'password.setNewTitle': 'اپنی ای میل چیک کریں!',
  'password.setNewBody': 'ہم نے {email} پر ایک ای میل بھیجی ہے۔ اپنے اکاؤنٹ کا پاس ورڈ سیٹ کرنے کے لیے اس میں موجود لنک کھولیں۔',
  'password.dedupeTitle': 'نیا پاس ورڈ سیٹ کرنے کے لیے اپنی ای میل چیک کریں',
  'password.dedupeBody': 'ہم یقینی بنانا چاہتے ہیں کہ آپ کا اکاؤنٹ محفوظ ہے اور سائن ان کرنے والے واقعی آپ ہی ہیں! ہم نے {email} پر ایک ای میل بھیجی ہے۔ نیا پاس ورڈ سیٹ کرنے کے لیے اس میں موجود لنک کھولیں۔',
  'password.breachedTitle': 'پاس ورڈ ری سیٹ کرنے کے لیے اپنی ای میل چیک کریں',
  'password.breachedBody': 'آپ کے اکاؤنٹ کو محفوظ رکھنے کے لیے ہم نے {email} پر ایک ای میل بھیجی ہے۔ اس میں موجود لنک کھول کر ایسا نیا پاس ورڈ منتخب کریں جو آپ نے کہیں اور استعمال نہ کیا ہو۔',
  'password.didntGetIt': 'ای میل نہیں ملی؟',
  'password.resend': 'ای میل دوبارہ بھیجیں',
  'password.emailResent': 'ای میل دوبارہ بھیج دی گئی',
  'password.loggingIn': 'سائن ان ہو رہا ہے…',
  'password.resetTitle': 'اپنا پاس ورڈ ری سیٹ کریں',
  'password.resetBody': 'اپنے اکاؤنٹ کے لیے نیا پاس ورڈ منتخب کریں۔',
  'password.requestNewBody': 'اپنا ای میل ایڈریس درج کریں، ہم آپ کو نیا لنک بھیج دیں گے۔',
  'password.sendNewEmail': 'نئی ای میل بھیجیں',
  'password.confirmationTitle': 'کامیاب!',
  'password.confirmationBody': 'آپ کامیابی سے سائن ان ہو گئے ہیں۔',
};

export default texts;
