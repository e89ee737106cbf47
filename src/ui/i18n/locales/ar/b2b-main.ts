/** Arabic (ar): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'أنشئ حسابًا أو سجّل الدخول',
  'b2b.main.continue': 'متابعة',
  'b2b.main.invalidEmail': 'تنسيق البريد الإلكتروني غير صالح.',
  'b2b.main.or': 'أو',
  'b2b.main.sso': 'استخدام الدخول الموحّد (SSO)',
  'b2b.main.password': 'استخدام كلمة المرور بدلًا من ذلك',
  'b2b.main.signingIn': 'جارٍ تسجيل الدخول…',
  'b2b.signedIn.title': 'تم بنجاح!',
  'b2b.signedIn.body': 'تم تسجيل دخولك بنجاح.',
  'b2b.signedIn.bodyWithOrganization': 'تم تسجيل دخولك إلى {organization} بنجاح.',
  'b2b.primaryRequired.title': 'يلزم استخدام طريقة أخرى لتسجيل الدخول',
  'b2b.primaryRequired.body': 'تطلب {organization} منك تسجيل الدخول بطريقة أخرى. ارجع واختر طريقة تسمح بها.',
  'b2b.primaryRequired.goBack': 'رجوع',
};

export default texts;
