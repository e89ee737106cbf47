/** Arabic (ar): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'جارٍ البحث عن مؤسستك…',
  'b2b.organization.notFound.title': 'تعذّر العثور على مؤسستك',
  'b2b.organization.notFound.body': 'لا توجد مؤسسة بالعنوان «{slug}». تحقق من الرابط الذي اتبعته، أو اطلبه من المسؤول.',
  'b2b.organization.notFound.noSlug': 'لا تحدد هذه الصفحة أي مؤسسة. استخدم الرابط الذي أعطاك إياه المسؤول.',
  'b2b.organization.loadFailed.retry': 'إعادة المحاولة',
  'b2b.organization.title': 'المتابعة إلى {organization}',
  'b2b.organization.sso': 'المتابعة باستخدام {connection}',
  'b2b.organization.continue': 'متابعة',
  'b2b.organization.invalidEmail': 'تنسيق البريد الإلكتروني غير صالح.',
  'b2b.organization.or': 'أو',
  'b2b.organization.password': 'استخدام كلمة المرور بدلًا من ذلك',
  'b2b.organization.noMethods': 'لا تسمح {organization} بأي من طرق تسجيل الدخول في هذه الصفحة. تواصل مع المسؤول.',
};

export default texts;
