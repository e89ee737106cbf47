/** Persian (fa): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'برای ادامه، ایمیل خود را وارد کنید',
  'b2b.sso.connectionsTitle': 'برای ادامه، یک اتصال انتخاب کنید',
  'b2b.sso.organizationTitle': 'ادامه به {organization}',
  'b2b.sso.continueWith': 'ادامه با {name}',
  'b2b.sso.noConnections': 'این سازمان هنوز اتصال ورود یکپارچه (SSO) ندارد. روش دیگری را امتحان کنید.',
  'b2b.sso.fallbackTitle': 'متأسفیم، هیچ اتصالی پیدا نکردیم',
  'b2b.sso.fallbackBody': 'لطفاً برای ادامه، شناسهٔ یکتای سازمان را وارد کنید. اگر آن را نمی‌دانید، با روش دیگری وارد شوید تا همهٔ سازمان‌های در دسترس خود را ببینید.',
  'b2b.sso.slugField': 'شناسهٔ نشانی سازمان',
  'b2b.sso.slugRequired': 'شناسهٔ نشانی سازمان را وارد کنید.',
  'b2b.sso.orgNotFound': 'سازمان پیدا نشد. لطفاً دوباره تلاش کنید.',
  'b2b.sso.landingFailedTitle': 'ورود شما ممکن نشد',
  'b2b.sso.tryAnotherMethod': 'امتحان روش دیگر',
  'b2b.sso.redirecting': 'در حال انتقال به {name}…',
  'b2b.sso.signingIn': 'در حال ورود…',
};

export default texts;
