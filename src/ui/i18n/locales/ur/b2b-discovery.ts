/** Urdu (ur): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'جاری رکھنے کے لیے ایک تنظیم منتخب کریں',
  'b2b.discovery.continue': 'جاری رکھیں',
  'b2b.discovery.acceptInvite': 'دعوت قبول کریں',
  'b2b.discovery.join': 'شامل ہوں',
  'b2b.discovery.create': 'تنظیم بنائیں',
  'b2b.discovery.working': 'سائن ان ہو رہا ہے…',
  'b2b.discovery.none.title': '{email} کسی تنظیم سے وابستہ نہیں ہے۔',
  'b2b.discovery.none.askAdmin': 'یقینی بنائیں کہ آپ کا ای میل ایڈریس درست ہے۔ بصورت دیگر، ہو سکتا ہے آپ کو اپنے منتظم کی طرف سے دعوت درکار ہو۔',
  'b2b.discovery.none.createTitle': 'شروع کرنے کے لیے ایک تنظیم بنائیں',
  'b2b.discovery.none.createBody': '{email} کا کوئی اکاؤنٹ نہیں ہے۔ کیا آپ کو لگتا ہے کہ یہ غلطی ہے؟ کوئی دوسرا ای میل ایڈریس آزمائیں، یا اپنے منتظم سے رابطہ کریں۔',
  'b2b.discovery.none.tryAgain': 'کوئی دوسرا ای میل ایڈریس آزمائیں',
  'b2b.discovery.createForm.title': 'تنظیم بنائیں',
  'b2b.discovery.createForm.name': 'تنظیم کا نام',
  'b2b.discovery.createForm.slug': 'تنظیم کا URL شناخت کنندہ',
  'b2b.discovery.createForm.url': 'آپ کی تنظیم کا پتہ: {url}',
  'b2b.discovery.createForm.submit': 'تنظیم بنائیں',
  'b2b.discovery.createForm.nameRequired': 'اپنی تنظیم کا نام درج کریں۔',
  'b2b.discovery.createForm.slugInvalid': '2 سے 128 تک حروف، ہندسے، ہائفن، نقطے، انڈر اسکور یا ٹلڈ (~) استعمال کریں۔',
};

export default texts;
