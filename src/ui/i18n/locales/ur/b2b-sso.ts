/** Urdu (ur): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'جاری رکھنے کے لیے اپنی ای میل درج کریں',
  'b2b.sso.connectionsTitle': 'جاری رکھنے کے لیے ایک کنکشن منتخب کریں',
  'b2b.sso.organizationTitle': '{organization} پر جاری رکھیں',
  'b2b.sso.continueWith': '{name} کے ساتھ جاری رکھیں',
  'b2b.sso.noConnections': 'اس تنظیم کا ابھی تک کوئی سنگل سائن آن (SSO) کنکشن نہیں ہے۔ کوئی اور طریقہ آزمائیں۔',
  'b2b.sso.fallbackTitle': 'معذرت، ہمیں کوئی کنکشن نہیں ملا',
  'b2b.sso.fallbackBody': 'جاری رکھنے کے لیے براہ کرم تنظیم کا منفرد URL شناخت کنندہ درج کریں۔ اگر آپ کو یہ معلوم نہیں، تو اپنی تمام دستیاب تنظیمیں دیکھنے کے لیے کسی اور طریقے سے سائن ان کریں۔',
  'b2b.sso.slugField': 'تنظیم کا URL شناخت کنندہ',
  'b2b.sso.slugRequired': 'تنظیم کا URL شناخت کنندہ درج کریں۔',
  'b2b.sso.orgNotFound': 'تنظیم نہیں ملی۔ براہ کرم دوبارہ کوشش کریں۔',
  'b2b.sso.landingFailedTitle': 'ہم آپ کو سائن ان نہیں کر سکے',
  'b2b.sso.tryAnotherMethod': 'کوئی اور طریقہ آزمائیں',
  'b2b.sso.redirecting': '{name} پر ری ڈائریکٹ کیا جا رہا ہے…',
  'b2b.sso.signingIn': 'سائن ان ہو رہا ہے…',
};

export default texts;
