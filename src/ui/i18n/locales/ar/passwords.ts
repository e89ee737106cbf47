/** Arabic (ar): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'كلمة المرور',
  'password.newPassword': 'كلمة المرور الجديدة',
  'password.showPassword': 'إظهار كلمة المرور',
  'password.createTitle': 'إنشاء حساب',
  'password.createBody': 'اختر كلمة مرور للحساب {email}.',
  'password.loginTitle': 'تسجيل الدخول',
  'password.loginBody': 'أدخل كلمة المرور للحساب {email}.',
  'password.forgot': 'هل نسيت كلمة المرور؟',
  'password.createInstead': 'إنشاء كلمة مرور بدلًا من ذلك',
  'password.emailLinkInstead': 'أرسل لي رابط تسجيل الدخول بالبريد الإلكتروني',
  'password.emailCodeInstead': 'أرسل لي رمز تسجيل الدخول بالبريد الإلكتروني',
  'password.strengthLabel': 'قوة كلمة المرور',
  'password.strength.veryWeak': 'ضعيفة جدًا',
  'password.strength.weak': 'ضعيفة',
  'password.strength.strong': 'قوية',
  'password.strength.veryStrong': 'قوية جدًا',
  'password.requirementsLabel': 'متطلبات كلمة المرور',
  'password.requirementMet': 'مستوفى:',
  'password.requirementUnmet': 'غير مستوفى بعد:',
  'password.luds.length': { zero: 'يجب ألا تقل عن {count} حرف', one: 'يجب ألا تقل عن {count} حرف', two: 'يجب ألا تقل عن {count} حرفين', few: 'يجب ألا تقل عن {count} أحرف', many: 'يجب ألا تقل عن {count} حرفًا', other: 'يجب ألا تقل عن {count} حرف' },
  'password.luds.complexity': { zero: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', one: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', two: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', few: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', many: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', other: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز' },
  'password.luds.breached': 'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرّض لمشكلة أمنية. يُرجى اختيار كلمة مرور أخرى.',
  'password.forgotTitle': 'تحقق من بريدك الإلكتروني للحصول على مساعدة في تسجيل الدخول!',
  'password.forgotBody': 'أرسلنا رسالة إلى {email} تتضمن رابطًا لإعادة تعيين كلمة المرور. افتح الرابط لاختيار كلمة مرور جديدة.',
  'password.setNewTitle': 'تحقق من بريدك الإلكتروني!',
  'password.setNewBody': 'أرسلنا رسالة إلى {email}. افتح الرابط الموجود فيها لتعيين كلمة مرور لحسابك.',
  'password.dedupeTitle': 'تحقق من بريدك الإلكتروني لتعيين كلمة مرور جديدة',
  'password.dedupeBody': 'نريد التأكد من أن حسابك آمن وأنك أنت من يسجّل الدخول فعلًا! أرسلنا رسالة إلى {email}. افتح الرابط الموجود فيها لتعيين كلمة مرور جديدة.',
  'password.breachedTitle': 'تحقق من بريدك الإلكتروني لإعادة تعيين كلمة المرور',
  'password.breachedBody': 'للحفاظ على أمان حسابك، أرسلنا رسالة إلى {email}. افتح الرابط الموجود فيها لاختيار كلمة مرور جديدة لم تستخدمها في أي مكان آخر.',
  'password.didntGetIt': 'لم تصلك الرسالة؟',
  'password.resend': 'إعادة إرسال الرسالة',
  'password.emailResent': 'تمت إعادة إرسال الرسالة',
  'password.loggingIn': 'جارٍ تسجيل الدخول…',
  'password.resetTitle': 'إعادة تعيين كلمة المرور',
  'password.resetBody': 'اختر كلمة مرور جديدة لحسابك.',
  'password.requestNewBody': 'أدخل عنوان بريدك الإلكتروني وسنرسل إليك رابطًا جديدًا.',
  'password.sendNewEmail': 'إرسال رسالة جديدة',
  'password.confirmationTitle': 'تم بنجاح!',
  'password.confirmationBody': 'تم تسجيل دخولك بنجاح.',
};

export default texts;
