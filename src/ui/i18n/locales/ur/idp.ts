/** Urdu (ur): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} کے ساتھ {clientName} میں سائن ان کریں',
  'idp.titleCustomScopes': '{clientName} آپ کے {projectName} اکاؤنٹ تک رسائی چاہتا ہے',
  'idp.permissionsStandard': '{clientName} کو اجازت دیں کہ وہ:',
  'idp.permissionsCustom': '{clientName} درخواست کر رہا ہے کہ وہ:',
  'idp.ungrantableNotice': 'آپ کو {clientName} کو کچھ مطلوبہ اسکوپس تک رسائی دینے کی اجازت نہیں ہے۔',
  'idp.ungrantableList': 'آپ {clientName} کی یہ درخواست منظور نہیں کر سکتے:',
  'idp.fallbackClientName': 'ایپ',
  'idp.clientLogo': '{clientName} کا لوگو',
  'idp.allow': 'اجازت دیں',
  'idp.deny': 'مسترد کریں',
  'idp.loading': 'لوڈ ہو رہا ہے…',
  'idp.missingParameter': 'ایک ضروری پیرامیٹر موجود نہیں: {param}۔ براہ کرم ایپلیکیشن ڈویلپر سے رابطہ کریں۔',
  'idp.successTitle': 'کامیاب!',
  'idp.successBody': 'آپ {clientName} میں سائن ان ہو گئے ہیں۔ آپ یہ صفحہ بند کر سکتے ہیں۔',
  'idp.redirecting': 'آپ کو {clientName} پر واپس لے جایا جا رہا ہے…',
  'idp.redirectNotRequested': 'یہ درخواست مکمل نہیں ہو سکی: واپسی کا پتہ وہ نہیں تھا جس کی ایپ نے درخواست کی تھی۔ براہ کرم ایپلیکیشن ڈویلپر سے رابطہ کریں۔',
  'idp.scope.openid': 'آپ کی شناخت کی تصدیق کرے',
  'idp.scope.openid.detail': 'آپ کے اکاؤنٹ میں محفوظ معلومات دیکھے',
  'idp.scope.personalProfile': 'آپ کی ذاتی پروفائل کی معلومات دیکھے',
  'idp.scope.profile.detail': 'آپ کا نام، پروفائل تصویر اور زبان',
  'idp.scope.email.detail': 'آپ کا ای میل ایڈریس',
  'idp.scope.phone.detail': 'آپ کا فون نمبر',
  'idp.scope.offline_access': 'آپ کے ڈیٹا تک رسائی برقرار رکھے، اس وقت بھی جب آپ ایپ استعمال نہ کر رہے ہوں',
  'idp.scope.full_access': 'آپ کے اکاؤنٹ تک مکمل رسائی حاصل کرے',
  'idp.scope.custom': '{scope} اسکوپ استعمال کرے',
  'idp.logoutTitle': 'سائن آؤٹ کریں؟',
  'idp.logoutBody': 'کیا آپ واقعی اپنے {projectName} اکاؤنٹ سے سائن آؤٹ کرنا چاہتے ہیں؟',
  'idp.yes': 'ہاں',
  'idp.no': 'نہیں',
  'idp.logoutDeniedTitle': 'آپ ابھی بھی سائن ان ہیں',
  'idp.logoutDenied': 'آپ سائن آؤٹ نہیں ہوئے۔ آپ یہ صفحہ بند کر سکتے ہیں۔',
};

export default texts;
