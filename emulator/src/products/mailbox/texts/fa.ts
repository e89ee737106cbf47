/** Persian (fa): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const fa: EmulatorTexts = {
  'duration.minutes': { one: '{count} دقیقه', other: '{count} دقیقه' },
  'duration.seconds': { one: '{count} ثانیه', other: '{count} ثانیه' },
  'otp.subject': 'کد تأیید شما',
  'otp.body': 'کد تأیید {projectName} شما {code} است. اعتبار آن {duration} دیگر تمام می‌شود.',
  'magicLink.login.subject': 'پیوند ورود شما',
  'magicLink.signup.subject': 'برای ثبت‌نام، ایمیل خود را تأیید کنید',
  'magicLink.login.intro': 'برای ورود به {projectName} روی پیوند زیر کلیک کنید:',
  'magicLink.signup.intro': 'برای تکمیل ثبت‌نام در {projectName} روی پیوند زیر کلیک کنید:',
  'magicLink.expiry': 'اعتبار این پیوند {duration} دیگر تمام می‌شود. اگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.',
  'passwordReset.subject': 'بازنشانی رمز عبور',
  'passwordReset.intro': 'شخصی درخواست بازنشانی رمز عبور حساب {projectName} شما را داده است. برای انتخاب رمز عبور جدید، این پیوند را باز کنید:',
  'passwordReset.loginInstead': 'یا بدون تغییر رمز عبور وارد شوید:',
  'passwordReset.expiry': 'اعتبار این پیوندها {duration} دیگر تمام می‌شود. اگر این درخواست را نداده‌اید، این ایمیل را نادیده بگیرید.',
  'b2b.passwordReset.organization.subject': 'بازنشانی رمز عبور {organizationName}',
  'b2b.passwordReset.organization.intro': 'شخصی درخواست بازنشانی رمز عبور شما در {organizationName} را داده است. برای انتخاب رمز عبور جدید، این پیوند را باز کنید:',
  'b2b.passwordReset.project.subject': 'بازنشانی رمز عبور {projectName}',
  'b2b.passwordReset.project.intro': 'شخصی درخواست بازنشانی رمز عبور {projectName} شما را داده است. برای انتخاب رمز عبور جدید، این پیوند را باز کنید:',
  'b2b.passwordReset.expiry': 'اعتبار پیوند {duration} دیگر تمام می‌شود. اگر این درخواست را نداده‌اید، این ایمیل را نادیده بگیرید.',
  'b2b.otp.subject': 'کد تأیید {projectName} شما',
  'b2b.otp.body': 'کد ورود شما {code} است. اعتبار آن {duration} دیگر تمام می‌شود.',
  'b2b.otp.organizationBody': 'کد شما برای ورود به {organizationName}: {code}. اعتبار آن {duration} دیگر تمام می‌شود.',
  'b2b.magicLink.subject': 'پیوند ورود {projectName} شما',
  'b2b.magicLink.body': 'ورود به {name}: {link}',
  'b2b.magicLink.expiry': 'اعتبار پیوند {duration} دیگر تمام می‌شود.',
};

export default fa;
