/** Arabic (ar): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ar: EmulatorTexts = {
  'duration.minutes': { zero: '{count} دقيقة', one: '{count} دقيقة', two: '{count} دقيقتين', few: '{count} دقائق', many: '{count} دقيقة', other: '{count} دقيقة' },
  'duration.seconds': { zero: '{count} ثانية', one: '{count} ثانية', two: '{count} ثانيتين', few: '{count} ثوانٍ', many: '{count} ثانية', other: '{count} ثانية' },
  'otp.subject': 'رمز التحقق الخاص بك',
  'otp.body': 'رمز التحقق الخاص بك في {projectName} هو {code}. تنتهي صلاحيته خلال {duration}.',
  'magicLink.login.subject': 'رابط تسجيل الدخول الخاص بك',
  'magicLink.signup.subject': 'أكّد بريدك الإلكتروني لإنشاء الحساب',
  'magicLink.login.intro': 'انقر على الرابط أدناه لتسجيل الدخول إلى {projectName}:',
  'magicLink.signup.intro': 'انقر على الرابط أدناه لإكمال إنشاء حسابك في {projectName}:',
  'magicLink.expiry': 'تنتهي صلاحية هذا الرابط خلال {duration}. إذا لم تطلبه، فتجاهل هذه الرسالة.',
  'passwordReset.subject': 'إعادة تعيين كلمة المرور',
  'passwordReset.intro': 'طلب شخص ما إعادة تعيين كلمة مرور حسابك في {projectName}. لاختيار كلمة مرور جديدة، افتح:',
  'passwordReset.loginInstead': 'أو سجّل الدخول دون تغيير كلمة المرور:',
  'passwordReset.expiry': 'تنتهي صلاحية هذه الروابط خلال {duration}. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  'b2b.passwordReset.organization.subject': 'إعادة تعيين كلمة المرور في {organizationName}',
  'b2b.passwordReset.organization.intro': 'طلب شخص ما إعادة تعيين كلمة مرورك في {organizationName}. لاختيار كلمة مرور جديدة، افتح:',
  'b2b.passwordReset.project.subject': 'إعادة تعيين كلمة المرور في {projectName}',
  'b2b.passwordReset.project.intro': 'طلب شخص ما إعادة تعيين كلمة مرورك في {projectName}. لاختيار كلمة مرور جديدة، افتح:',
  'b2b.passwordReset.expiry': 'تنتهي صلاحية الرابط خلال {duration}. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  'b2b.otp.subject': 'رمز التحقق الخاص بك في {projectName}',
  'b2b.otp.body': 'رمز تسجيل الدخول الخاص بك هو {code}. تنتهي صلاحيته خلال {duration}.',
  'b2b.otp.organizationBody': 'رمز تسجيل الدخول إلى {organizationName} هو {code}. تنتهي صلاحيته خلال {duration}.',
  'b2b.magicLink.subject': 'رابط تسجيل الدخول إلى {projectName}',
  'b2b.magicLink.body': 'تسجيل الدخول إلى {name}: {link}',
  'b2b.magicLink.expiry': 'تنتهي صلاحية الرابط خلال {duration}.',
};

export default ar;
