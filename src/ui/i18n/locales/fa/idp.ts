/** Persian (fa): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'ورود به {clientName} با {projectName}',
  'idp.titleCustomScopes': '{clientName} می‌خواهد به حساب {projectName} شما دسترسی داشته باشد',
  'idp.permissionsStandard': 'به {clientName} اجازه دهید:',
  'idp.permissionsCustom': '{clientName} درخواست دارد:',
  'idp.ungrantableNotice': 'شما اجازه ندارید دسترسی به برخی از حوزه‌های درخواستی را به {clientName} بدهید.',
  'idp.ungrantableList': 'نمی‌توانید این درخواست‌های {clientName} را بپذیرید:',
  'idp.fallbackClientName': 'برنامه',
  'idp.clientLogo': 'لوگوی {clientName}',
  'idp.allow': 'اجازه دادن',
  'idp.deny': 'رد کردن',
  'idp.loading': 'در حال بارگیری…',
  'idp.missingParameter': 'پارامتر الزامی وجود ندارد: {param}. لطفاً با توسعه‌دهندهٔ برنامه تماس بگیرید.',
  'idp.successTitle': 'انجام شد!',
  'idp.successBody': 'به {clientName} وارد شدید. می‌توانید این صفحه را ببندید.',
  'idp.redirecting': 'در حال بازگرداندن شما به {clientName}…',
  'idp.redirectNotRequested': 'این درخواست کامل نشد: نشانی بازگشت همان نشانی‌ای نبود که برنامه درخواست کرده بود. لطفاً با توسعه‌دهندهٔ برنامه تماس بگیرید.',
  'idp.scope.openid': 'تأیید هویت شما',
  'idp.scope.openid.detail': 'مشاهدهٔ اطلاعات ذخیره‌شده در حساب شما',
  'idp.scope.personalProfile': 'مشاهدهٔ اطلاعات نمایهٔ شخصی شما',
  'idp.scope.profile.detail': 'نام، تصویر نمایه و زبان شما',
  'idp.scope.email.detail': 'نشانی ایمیل شما',
  'idp.scope.phone.detail': 'شماره تلفن شما',
  'idp.scope.offline_access': 'حفظ دسترسی به داده‌های شما، حتی وقتی از برنامه استفاده نمی‌کنید',
  'idp.scope.full_access': 'دسترسی کامل به حساب شما',
  'idp.scope.custom': 'استفاده از حوزهٔ {scope}',
  'idp.logoutTitle': 'از حساب خارج می‌شوید؟',
  'idp.logoutBody': 'آیا مطمئنید که می‌خواهید از حساب {projectName} خود خارج شوید؟',
  'idp.yes': 'بله',
  'idp.no': 'خیر',
  'idp.logoutDeniedTitle': 'همچنان وارد هستید',
  'idp.logoutDenied': 'از حساب خارج نشدید. می‌توانید این صفحه را ببندید.',
};

export default texts;
