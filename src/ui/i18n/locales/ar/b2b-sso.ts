/** Arabic (ar): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'أدخل بريدك الإلكتروني للمتابعة',
  'b2b.sso.connectionsTitle': 'اختر اتصالًا للمتابعة',
  'b2b.sso.organizationTitle': 'المتابعة إلى {organization}',
  'b2b.sso.continueWith': 'المتابعة باستخدام {name}',
  'b2b.sso.noConnections': 'لا يوجد لدى هذه المؤسسة اتصال دخول موحّد (SSO) بعد. جرّب طريقة أخرى.',
  'b2b.sso.fallbackTitle': 'عذرًا، لم نتمكن من العثور على أي اتصالات',
  'b2b.sso.fallbackBody': 'يُرجى إدخال المعرّف المختصر الفريد للمؤسسة للمتابعة. إذا كنت لا تعرفه، فسجّل الدخول بطريقة أخرى لعرض جميع المؤسسات المتاحة لك.',
  'b2b.sso.slugField': 'المعرّف المختصر للمؤسسة',
  'b2b.sso.slugRequired': 'أدخل المعرّف المختصر للمؤسسة.',
  'b2b.sso.orgNotFound': 'لم يتم العثور على المؤسسة. يُرجى المحاولة مرة أخرى.',
  'b2b.sso.landingFailedTitle': 'تعذّر تسجيل دخولك',
  'b2b.sso.tryAnotherMethod': 'تجربة طريقة أخرى',
  'b2b.sso.redirecting': 'جارٍ إعادة التوجيه إلى {name}…',
  'b2b.sso.signingIn': 'جارٍ تسجيل الدخول…',
};

export default texts;
