/** Urdu (ur): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'منتخب کریں کہ آپ کیسے جاری رکھنا چاہتے ہیں',
  'b2b.email.method.link': 'مجھے سائن ان لنک ای میل کریں',
  'b2b.email.method.code': 'مجھے سائن ان کوڈ ای میل کریں',
  'b2b.email.otp.title': 'پاس کوڈ درج کریں',
  'b2b.email.otp.sentTo': '6 ہندسوں کا پاس کوڈ آپ کو {email} پر بھیجا گیا ہے۔',
  'b2b.email.otp.label': 'پاس کوڈ درج کریں',
  'b2b.email.otp.verifying': 'پاس کوڈ کی تصدیق ہو رہی ہے…',
  'b2b.email.otp.resendPrompt': 'کوڈ نہیں ملا؟',
  'b2b.email.otp.resend': 'کوڈ دوبارہ بھیجیں',
  'b2b.email.otp.resent': 'کوڈ دوبارہ بھیج دیا گیا',
  'b2b.email.otp.expiresIn': 'آپ کے کوڈ کی میعاد {countdown} میں ختم ہو جائے گی۔',
  'b2b.email.otp.expired': 'آپ کے کوڈ کی میعاد ختم ہو گئی ہے۔',
  'b2b.email.sent.title': 'اپنی ای میل چیک کریں',
  'b2b.email.sent.sentTo': '{email} پر ایک ای میل بھیجی گئی ہے۔',
  'b2b.email.sent.resendPrompt': 'ای میل نہیں ملی؟',
  'b2b.email.sent.resend': 'ای میل دوبارہ بھیجیں',
  'b2b.email.sent.resent': 'ای میل دوبارہ بھیج دی گئی',
  'b2b.email.tryAgain': 'کوئی دوسرا ای میل ایڈریس آزمائیں',
};

export default texts;
