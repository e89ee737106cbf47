/** Urdu (ur): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'پاس کوڈ درج کریں',
  'otp.sentTo': '6 ہندسوں کا پاس کوڈ آپ کو {destination} پر بھیجا گیا ہے۔',
  'otp.verifying': 'پاس کوڈ کی تصدیق ہو رہی ہے…',
  'otp.expiresIn': 'آپ کے کوڈ کی میعاد {countdown} میں ختم ہو جائے گی۔',
  'otp.expired': 'آپ کے کوڈ کی میعاد ختم ہو گئی ہے۔',
  'otp.resend.prompt': 'کوڈ نہیں ملا؟',
  'otp.resend.initial': 'کوڈ دوبارہ بھیجیں',
  'otp.resend.sending': 'بھیجا جا رہا ہے…',
  'otp.resend.sent': 'کوڈ بھیج دیا گیا',
  'otp.resend.waiting': 'کوڈ دوبارہ بھیجیں',
  'otp.emailResent': 'ای میل دوبارہ بھیج دی گئی',
  'otp.codeResent': 'کوڈ دوبارہ بھیج دیا گیا',
  'otp.successTitle': 'کامیاب!',
  'otp.successBody': 'آپ کے پاس کوڈ کی کامیابی سے تصدیق ہو گئی ہے۔',
};

export default texts;
