/** Urdu (ur): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'پاس ورڈ',
  'b2b.password.newField': 'نیا پاس ورڈ',
  'b2b.password.show': 'پاس ورڈ دکھائیں',
  'b2b.password.required': 'اپنا پاس ورڈ درج کریں۔',
  'b2b.password.loginTitle': 'ای میل اور پاس ورڈ کے ساتھ سائن ان کریں',
  'b2b.password.loginOrganization': '{organization} میں سائن ان کریں',
  'b2b.password.forgot': 'اپنا پاس ورڈ بھول گئے؟',
  'b2b.password.forgotTitle': 'اپنا پاس ورڈ ری سیٹ کریں',
  'b2b.password.forgotOrganization': 'ہم آپ کو ایک سائن ان لنک ای میل کریں گے جس سے آپ براہ راست اپنے اکاؤنٹ میں سائن ان کر سکیں، یا اگر آپ کا پاس ورڈ ہے تو اسے ری سیٹ کر سکیں۔',
  'b2b.password.forgotDiscovery': 'ہم آپ کو ایک تصدیقی لنک ای میل کریں گے جس سے آپ اکاؤنٹ کے لیے سائن اپ کر سکیں، یا اگر آپ کا پاس ورڈ ہے تو اسے ری سیٹ کر سکیں۔',
  'b2b.password.noPasswordTitle': 'ای میل کے ذریعے پاس ورڈ سیٹ کریں',
  'b2b.password.noPasswordBody': 'آپ کا ابھی تک کوئی پاس ورڈ نہیں ہے۔ ہم آپ کو پاس ورڈ سیٹ کرنے کا لنک ای میل کریں گے۔',
  'b2b.password.breachedTitle': 'نیا پاس ورڈ منتخب کریں',
  'b2b.password.breachedBody': 'ہم آپ کو ایک لنک ای میل کریں گے جس سے آپ ایسا نیا پاس ورڈ منتخب کر سکیں جو آپ نے کہیں اور استعمال نہ کیا ہو۔',
  'b2b.password.sendLink': 'مجھے لنک ای میل کریں',
  'b2b.password.sentTitle': 'اپنی ای میل چیک کریں',
  'b2b.password.sentBody': 'پاس ورڈ ری سیٹ کرنے کا لنک آپ کو {email} پر بھیج دیا گیا ہے۔',
  'b2b.password.didntGetIt': 'ای میل نہیں ملی؟',
  'b2b.password.resend': 'ای میل دوبارہ بھیجیں',
  'b2b.password.resent': 'ای میل دوبارہ بھیج دی گئی',
  'b2b.password.setNewTitle': 'نیا پاس ورڈ سیٹ کریں',
  'b2b.password.setNewBody': 'اپنے اکاؤنٹ کے لیے نیا پاس ورڈ منتخب کریں۔',
  'b2b.password.noToken': 'یہ صفحہ پاس ورڈ ری سیٹ لنک کے بغیر کھولا گیا ہے۔ اپنی ای میل میں موجود لنک دوبارہ کھولیں۔',
  'b2b.password.strengthScore': 'پاس ورڈ کی مضبوطی: 4 میں سے {score}۔',
  'b2b.password.accepted': 'پاس ورڈ قبول کر لیا گیا۔',
  'b2b.password.notAccepted': 'پاس ورڈ قبول نہیں کیا گیا۔',
  'b2b.password.requirementsLabel': 'پاس ورڈ کی شرائط',
  'b2b.password.requirementMet': 'مکمل:',
  'b2b.password.requirementUnmet': 'ابھی نہیں:',
  'b2b.password.minimumLength': { one: 'کم از کم {count} حرف ہونا ضروری ہے', other: 'کم از کم {count} حروف ہونا ضروری ہیں' },
  'b2b.password.complexity': { one: 'درج ذیل میں سے {count} کا شامل ہونا ضروری ہے: بڑا حرف، چھوٹا حرف، نمبر، علامت', other: 'درج ذیل میں سے {count} کا شامل ہونا ضروری ہے: بڑا حرف، چھوٹا حرف، نمبر، علامت' },
  'b2b.password.breached': 'ہو سکتا ہے یہ پاس ورڈ کسی ایسی دوسری سائٹ پر استعمال ہوا ہو جسے سیکیورٹی کا مسئلہ پیش آیا۔ براہ کرم کوئی اور پاس ورڈ منتخب کریں۔',
};

export default texts;
