/** Urdu (ur): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'کامیاب!',
  'passkey.successBody': 'پاس کی کے ذریعے تصدیق کامیابی سے ہو گئی ہے۔',
  'passkey.checkingSession': 'آپ کا سیشن چیک کیا جا رہا ہے…',
  'passkey.noActiveUser': 'خرابی: فعال تصدیق شدہ صارف کے بغیر PasskeyRegistration کمپوننٹ استعمال نہیں کیا جا سکتا۔',
  'passkey.registrationTitle': 'نئی پاس کی سیٹ اپ کریں',
  'passkey.registrationBody': 'پاس کیز کی مدد سے آپ پاس ورڈ یا کوڈ کے بجائے اپنے فنگر پرنٹ، چہرے یا اسکرین لاک سے سائن ان کر سکتے ہیں۔',
  'passkey.create': 'پاس کی بنائیں',
  'passkey.skip': 'چھوڑیں',
  'passkey.createdTitle': 'پاس کی کامیابی سے بن گئی!',
  'passkey.skippedTitle': 'آپ کی پاس کیز',
  'passkey.setUpAnother': 'ایک اور پاس کی سیٹ اپ کریں',
  'passkey.done': 'ہو گیا',
  'passkey.existingPasskeys': 'موجودہ پاس کیز',
  'passkey.listNoActiveUser': 'خرابی: فعال تصدیق شدہ صارف کے بغیر PasskeyList کمپوننٹ استعمال نہیں کیا جا سکتا۔',
  'passkey.listEmpty': 'ابھی تک کوئی پاس کی نہیں ہے۔',
  'passkey.listLoading': 'آپ کی پاس کیز لوڈ ہو رہی ہیں…',
  'passkey.created': 'بنائی گئی: {date}',
  'passkey.lastUsed': 'آخری استعمال: {date}',
  'passkey.neverUsed': 'ابھی تک استعمال نہیں ہوئی',
  'passkey.rename': 'نام تبدیل کریں',
  'passkey.renameLabel': '{name} کا نام تبدیل کریں',
  'passkey.nameLabel': 'پاس کی کا نام',
  'passkey.nameRequired': 'اس پاس کی کا نام درج کریں۔',
  'passkey.nameHint': 'محفوظ کرنے کے لیے Enter یا منسوخ کرنے کے لیے Escape دبائیں۔',
  'passkey.save': 'محفوظ کریں',
  'passkey.delete': 'حذف کریں',
  'passkey.deleteLabel': '{name} حذف کریں',
  'passkey.cancel': 'منسوخ کریں',
  'passkey.deleteConfirm': 'پاس کی {name} حذف کریں؟',
  'passkey.deleteWarning': 'حذف شدہ پاس کی سے دوبارہ سائن ان نہیں کیا جا سکتا۔ اسے اپنے پاس ورڈ مینیجر سے بھی ہٹا دیں۔',
};

export default texts;
