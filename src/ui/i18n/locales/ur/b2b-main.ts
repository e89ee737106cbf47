/** Urdu (ur): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'سائن اپ یا سائن ان کریں',
  'b2b.main.continue': 'جاری رکھیں',
  'b2b.main.invalidEmail': 'ای میل کا فارمیٹ درست نہیں ہے۔',
  'b2b.main.or': 'یا',
  'b2b.main.sso': 'سنگل سائن آن (SSO) استعمال کریں',
  'b2b.main.password': 'اس کے بجائے پاس ورڈ استعمال کریں',
  'b2b.main.signingIn': 'سائن ان ہو رہا ہے…',
  'b2b.signedIn.title': 'کامیاب!',
  'b2b.signedIn.body': 'آپ کامیابی سے سائن ان ہو گئے ہیں۔',
  'b2b.signedIn.bodyWithOrganization': 'آپ کامیابی سے {organization} میں سائن ان ہو گئے ہیں۔',
  'b2b.primaryRequired.title': 'سائن ان کا کوئی اور طریقہ درکار ہے',
  'b2b.primaryRequired.body': '{organization} کا تقاضا ہے کہ آپ کسی اور طریقے سے سائن ان کریں۔ واپس جائیں اور کوئی ایسا طریقہ منتخب کریں جس کی اجازت ہو۔',
  'b2b.primaryRequired.goBack': 'واپس جائیں',
};

export default texts;
