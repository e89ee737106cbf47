/** Persian (fa): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'در حال یافتن سازمان شما…',
  'b2b.organization.notFound.title': 'سازمان شما را پیدا نکردیم',
  'b2b.organization.notFound.body': 'هیچ سازمانی با نشانی «{slug}» وجود ندارد. پیوندی را که باز کردید بررسی کنید، یا آن را از سرپرست خود بخواهید.',
  'b2b.organization.notFound.noSlug': 'این صفحه به سازمان خاصی اشاره نمی‌کند. از پیوندی که سرپرستتان به شما داده است استفاده کنید.',
  'b2b.organization.loadFailed.retry': 'تلاش دوباره',
  'b2b.organization.title': 'ادامه به {organization}',
  'b2b.organization.sso': 'ادامه با {connection}',
  'b2b.organization.continue': 'ادامه',
  'b2b.organization.invalidEmail': 'قالب ایمیل نامعتبر است.',
  'b2b.organization.or': 'یا',
  'b2b.organization.password': 'به‌جای آن از رمز عبور استفاده کنید',
  'b2b.organization.noMethods': '{organization} هیچ‌یک از روش‌های ورود این صفحه را مجاز نمی‌داند. از سرپرست خود کمک بخواهید.',
};

export default texts;
