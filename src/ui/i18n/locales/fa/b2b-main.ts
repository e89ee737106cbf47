/** Persian (fa): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'ثبت‌نام یا ورود',
  'b2b.main.continue': 'ادامه',
  'b2b.main.invalidEmail': 'قالب ایمیل نامعتبر است.',
  'b2b.main.or': 'یا',
  'b2b.main.sso': 'استفاده از ورود یکپارچه (SSO)',
  'b2b.main.password': 'به‌جای آن از رمز عبور استفاده کنید',
  'b2b.main.signingIn': 'در حال ورود…',
  'b2b.signedIn.title': 'انجام شد!',
  'b2b.signedIn.body': 'با موفقیت وارد شدید.',
  'b2b.signedIn.bodyWithOrganization': 'با موفقیت به {organization} وارد شدید.',
  'b2b.primaryRequired.title': 'روش ورود دیگری لازم است',
  'b2b.primaryRequired.body': '{organization} از شما می‌خواهد با روش دیگری وارد شوید. برگردید و یکی از روش‌های مجاز آن را انتخاب کنید.',
  'b2b.primaryRequired.goBack': 'بازگشت',
};

export default texts;
