/** Persian (fa): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'رمز عبور',
  'b2b.password.newField': 'رمز عبور جدید',
  'b2b.password.show': 'نمایش رمز عبور',
  'b2b.password.required': 'رمز عبور خود را وارد کنید.',
  'b2b.password.loginTitle': 'ورود با ایمیل و رمز عبور',
  'b2b.password.loginOrganization': 'ورود به {organization}',
  'b2b.password.forgot': 'رمز عبور خود را فراموش کرده‌اید؟',
  'b2b.password.forgotTitle': 'بازنشانی رمز عبور',
  'b2b.password.forgotOrganization': 'پیوند ورودی برایتان ایمیل می‌کنیم تا مستقیماً وارد حسابتان شوید، یا اگر رمز عبور دارید، آن را بازنشانی کنید.',
  'b2b.password.forgotDiscovery': 'پیوند تأییدی برایتان ایمیل می‌کنیم تا حساب ایجاد کنید، یا اگر رمز عبور دارید، آن را بازنشانی کنید.',
  'b2b.password.noPasswordTitle': 'تعیین رمز عبور از طریق ایمیل',
  'b2b.password.noPasswordBody': 'هنوز رمز عبوری ندارید. پیوندی برای تعیین آن برایتان ایمیل می‌کنیم.',
  'b2b.password.breachedTitle': 'رمز عبور جدیدی انتخاب کنید',
  'b2b.password.breachedBody': 'پیوندی برایتان ایمیل می‌کنیم تا رمز عبور جدیدی انتخاب کنید که جای دیگری از آن استفاده نکرده‌اید.',
  'b2b.password.sendLink': 'پیوند را برایم ایمیل کنید',
  'b2b.password.sentTitle': 'ایمیل خود را بررسی کنید',
  'b2b.password.sentBody': 'پیوند بازنشانی رمز عبور به {email} برای شما ارسال شد.',
  'b2b.password.didntGetIt': 'ایمیل را دریافت نکردید؟',
  'b2b.password.resend': 'ارسال دوبارهٔ ایمیل',
  'b2b.password.resent': 'ایمیل دوباره ارسال شد',
  'b2b.password.setNewTitle': 'تعیین رمز عبور جدید',
  'b2b.password.setNewBody': 'یک رمز عبور جدید برای حساب خود انتخاب کنید.',
  'b2b.password.noToken': 'این صفحه بدون پیوند بازنشانی رمز عبور باز شده است. پیوند موجود در ایمیل خود را دوباره باز کنید.',
  'b2b.password.strengthScore': 'قدرت رمز عبور: {score} از ۴.',
  'b2b.password.accepted': 'رمز عبور پذیرفته شد.',
  'b2b.password.notAccepted': 'رمز عبور پذیرفته نشد.',
  'b2b.password.requirementsLabel': 'الزامات رمز عبور',
  'b2b.password.requirementMet': 'انجام شد:',
  'b2b.password.requirementUnmet': 'هنوز نه:',
  'b2b.password.minimumLength': { one: 'باید دست‌کم {count} نویسه داشته باشد', other: 'باید دست‌کم {count} نویسه داشته باشد' },
  'b2b.password.complexity': { one: 'باید {count} مورد از این‌ها را داشته باشد: حرف بزرگ، حرف کوچک، عدد، نماد', other: 'باید {count} مورد از این‌ها را داشته باشد: حرف بزرگ، حرف کوچک، عدد، نماد' },
  'b2b.password.breached': 'ممکن است این رمز عبور در سایت دیگری که دچار مشکل امنیتی شده است استفاده شده باشد. لطفاً رمز عبور دیگری انتخاب کنید.',
};

export default texts;
