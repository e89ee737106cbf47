/** Arabic (ar): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'تسجيل الدخول إلى {clientName} باستخدام {projectName}',
  'idp.titleCustomScopes': 'يريد {clientName} الوصول إلى حسابك على {projectName}',
  'idp.permissionsStandard': 'السماح لـ {clientName} بما يلي:',
  'idp.permissionsCustom': 'يطلب {clientName} ما يلي:',
  'idp.ungrantableNotice': 'ليست لديك صلاحية منح {clientName} الوصول إلى بعض النطاقات المطلوبة.',
  'idp.ungrantableList': 'لا يمكنك الموافقة على طلب {clientName} لما يلي:',
  'idp.fallbackClientName': 'التطبيق',
  'idp.clientLogo': 'شعار {clientName}',
  'idp.allow': 'سماح',
  'idp.deny': 'رفض',
  'idp.loading': 'جارٍ التحميل…',
  'idp.missingParameter': 'معلَمة مطلوبة مفقودة: {param}. يُرجى التواصل مع مطوّر التطبيق.',
  'idp.successTitle': 'تم بنجاح!',
  'idp.successBody': 'تم تسجيل دخولك إلى {clientName}. يمكنك إغلاق هذه الصفحة.',
  'idp.redirecting': 'جارٍ إعادتك إلى {clientName}…',
  'idp.redirectNotRequested': 'تعذّر إكمال هذا الطلب: عنوان العودة ليس العنوان الذي طلبه التطبيق. يُرجى التواصل مع مطوّر التطبيق.',
  'idp.scope.openid': 'التحقق من هويتك',
  'idp.scope.openid.detail': 'عرض المعلومات المخزّنة في حسابك',
  'idp.scope.personalProfile': 'عرض معلومات ملفك الشخصي',
  'idp.scope.profile.detail': 'اسمك وصورة ملفك الشخصي ولغتك',
  'idp.scope.email.detail': 'عنوان بريدك الإلكتروني',
  'idp.scope.phone.detail': 'رقم هاتفك',
  'idp.scope.offline_access': 'الاحتفاظ بالوصول إلى بياناتك حتى عندما لا تستخدم التطبيق',
  'idp.scope.full_access': 'الوصول الكامل إلى حسابك',
  'idp.scope.custom': 'استخدام النطاق {scope}',
  'idp.logoutTitle': 'هل تريد تسجيل الخروج؟',
  'idp.logoutBody': 'هل تريد بالتأكيد تسجيل الخروج من حسابك على {projectName}؟',
  'idp.yes': 'نعم',
  'idp.no': 'لا',
  'idp.logoutDeniedTitle': 'لا تزال مسجّل الدخول',
  'idp.logoutDenied': 'لم يتم تسجيل خروجك. يمكنك إغلاق هذه الصفحة.',
};

export default texts;
