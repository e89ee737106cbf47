/** Persian (fa): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'رمز عبور',
  'password.newPassword': 'رمز عبور جدید',
  'password.showPassword': 'نمایش رمز عبور',
  'password.createTitle': 'ایجاد حساب',
  'password.createBody': 'یک رمز عبور برای {email} انتخاب کنید.',
  'password.loginTitle': 'ورود',
  'password.loginBody': 'رمز عبور {email} را وارد کنید.',
  'password.forgot': 'رمز عبور را فراموش کرده‌اید؟',
  'password.createInstead': 'به‌جای آن رمز عبور بسازید',
  'password.emailLinkInstead': 'پیوند ورود را برایم ایمیل کنید',
  'password.emailCodeInstead': 'کد ورود را برایم ایمیل کنید',
  'password.strengthLabel': 'قدرت رمز عبور',
  'password.strength.veryWeak': 'بسیار ضعیف',
  'password.strength.weak': 'ضعیف',
  'password.strength.strong': 'قوی',
  'password.strength.veryStrong': 'بسیار قوی',
  'password.requirementsLabel': 'الزامات رمز عبور',
  'password.requirementMet': 'انجام شد:',
  'password.requirementUnmet': 'هنوز نه:',
  'password.luds.length': { one: 'باید دست‌کم {count} نویسه داشته باشد', other: 'باید دست‌کم {count} نویسه داشته باشد' },
  'password.luds.complexity': { one: 'باید {count} مورد از این‌ها را داشته باشد: حرف بزرگ، حرف کوچک، عدد، نماد', other: 'باید {count} مورد از این‌ها را داشته باشد: حرف بزرگ، حرف کوچک، عدد، نماد' },
  'password.luds.breached': 'ممکن است این رمز عبور در سایت دیگری که دچار مشکل امنیتی شده است استفاده شده باشد. لطفاً رمز عبور دیگری انتخاب کنید.',
  'password.forgotTitle': 'برای راهنمایی دربارهٔ ورود، ایمیل خود را بررسی کنید!',
  'password.forgotBody': 'ایمیلی حاوی پیوند بازنشانی رمز عبور به {email} فرستادیم. برای انتخاب رمز عبور جدید، پیوند را باز کنید.',
  'password.setNewTitle': 'ایمیل خود را بررسی کنید!',
  'password.setNewBody': 'ایمیلی به {email} فرستادیم. برای تعیین رمز عبور حسابتان، پیوند داخل آن را باز کنید.',
  'password.dedupeTitle': 'برای تعیین رمز عبور جدید، ایمیل خود را بررسی کنید',
  'password.dedupeBody': 'می‌خواهیم مطمئن شویم حساب شما امن است و واقعاً خودتان وارد می‌شوید! ایمیلی به {email} فرستادیم. برای تعیین رمز عبور جدید، پیوند داخل آن را باز کنید.',
  'password.breachedTitle': 'برای بازنشانی رمز عبور، ایمیل خود را بررسی کنید',
  'password.breachedBody': 'برای حفظ امنیت حسابتان، ایمیلی به {email} فرستادیم. پیوند داخل آن را باز کنید و رمز عبور جدیدی انتخاب کنید که جای دیگری از آن استفاده نکرده‌اید.',
  'password.didntGetIt': 'ایمیل را دریافت نکردید؟',
  'password.resend': 'ارسال دوبارهٔ ایمیل',
  'password.emailResent': 'ایمیل دوباره ارسال شد',
  'password.loggingIn': 'در حال ورود…',
  'password.resetTitle': 'بازنشانی رمز عبور',
  'password.resetBody': 'یک رمز عبور جدید برای حساب خود انتخاب کنید.',
  'password.requestNewBody': 'نشانی ایمیل خود را وارد کنید تا پیوند جدیدی برایتان بفرستیم.',
  'password.sendNewEmail': 'ارسال ایمیل جدید',
  'password.confirmationTitle': 'انجام شد!',
  'password.confirmationBody': 'با موفقیت وارد شدید.',
};

export default texts;
