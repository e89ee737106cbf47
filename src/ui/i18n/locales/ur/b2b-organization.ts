/** Urdu (ur): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'آپ کی تنظیم تلاش کی جا رہی ہے…',
  'b2b.organization.notFound.title': 'ہمیں آپ کی تنظیم نہیں ملی',
  'b2b.organization.notFound.body': '"{slug}" پتے والی کوئی تنظیم موجود نہیں ہے۔ جس لنک سے آپ یہاں آئے ہیں اسے چیک کریں، یا اپنے منتظم سے لنک مانگیں۔',
  'b2b.organization.notFound.noSlug': 'اس صفحے پر کسی تنظیم کا نام نہیں ہے۔ وہ لنک استعمال کریں جو آپ کے منتظم نے آپ کو دیا ہے۔',
  'b2b.organization.loadFailed.retry': 'دوبارہ کوشش کریں',
  'b2b.organization.title': '{organization} پر جاری رکھیں',
  'b2b.organization.sso': '{connection} کے ساتھ جاری رکھیں',
  'b2b.organization.continue': 'جاری رکھیں',
  'b2b.organization.invalidEmail': 'ای میل کا فارمیٹ درست نہیں ہے۔',
  'b2b.organization.or': 'یا',
  'b2b.organization.password': 'اس کے بجائے پاس ورڈ استعمال کریں',
  'b2b.organization.noMethods': '{organization} اس صفحے کے کسی بھی سائن ان طریقے کی اجازت نہیں دیتی۔ اپنے منتظم سے رابطہ کریں۔',
};

export default texts;
