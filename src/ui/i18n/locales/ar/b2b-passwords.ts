/** Arabic (ar): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'كلمة المرور',
  'b2b.password.newField': 'كلمة المرور الجديدة',
  'b2b.password.show': 'إظهار كلمة المرور',
  'b2b.password.required': 'أدخل كلمة المرور.',
  'b2b.password.loginTitle': 'تسجيل الدخول بالبريد الإلكتروني وكلمة المرور',
  'b2b.password.loginOrganization': 'تسجيل الدخول إلى {organization}',
  'b2b.password.forgot': 'هل نسيت كلمة المرور؟',
  'b2b.password.forgotTitle': 'إعادة تعيين كلمة المرور',
  'b2b.password.forgotOrganization': 'سنرسل إليك رابط تسجيل دخول بالبريد الإلكتروني لتسجيل الدخول إلى حسابك مباشرةً، أو لإعادة تعيين كلمة المرور إن كانت لديك واحدة.',
  'b2b.password.forgotDiscovery': 'سنرسل إليك رابط تحقق بالبريد الإلكتروني لإنشاء حساب، أو لإعادة تعيين كلمة المرور إن كانت لديك واحدة.',
  'b2b.password.noPasswordTitle': 'تعيين كلمة مرور عبر البريد الإلكتروني',
  'b2b.password.noPasswordBody': 'ليست لديك كلمة مرور بعد. سنرسل إليك رابطًا بالبريد الإلكتروني لتعيينها.',
  'b2b.password.breachedTitle': 'اختر كلمة مرور جديدة',
  'b2b.password.breachedBody': 'سنرسل إليك رابطًا بالبريد الإلكتروني لاختيار كلمة مرور جديدة لم تستخدمها في أي مكان آخر.',
  'b2b.password.sendLink': 'أرسل لي رابطًا',
  'b2b.password.sentTitle': 'تحقق من بريدك الإلكتروني',
  'b2b.password.sentBody': 'أرسلنا رابط إعادة تعيين كلمة المرور إلى {email}.',
  'b2b.password.didntGetIt': 'لم تصلك الرسالة؟',
  'b2b.password.resend': 'إعادة إرسال الرسالة',
  'b2b.password.resent': 'تمت إعادة إرسال الرسالة',
  'b2b.password.setNewTitle': 'تعيين كلمة مرور جديدة',
  'b2b.password.setNewBody': 'اختر كلمة مرور جديدة لحسابك.',
  'b2b.password.noToken': 'فُتحت هذه الصفحة دون رابط إعادة تعيين كلمة المرور. افتح الرابط الموجود في رسالتك مرة أخرى.',
  'b2b.password.strengthScore': 'قوة كلمة المرور: {score} من 4.',
  'b2b.password.accepted': 'كلمة المرور مقبولة.',
  'b2b.password.notAccepted': 'كلمة المرور غير مقبولة.',
  'b2b.password.requirementsLabel': 'متطلبات كلمة المرور',
  'b2b.password.requirementMet': 'مستوفى:',
  'b2b.password.requirementUnmet': 'غير مستوفى بعد:',
  'b2b.password.minimumLength': { zero: 'يجب ألا تقل عن {count} حرف', one: 'يجب ألا تقل عن {count} حرف', two: 'يجب ألا تقل عن {count} حرفين', few: 'يجب ألا تقل عن {count} أحرف', many: 'يجب ألا تقل عن {count} حرفًا', other: 'يجب ألا تقل عن {count} حرف' },
  'b2b.password.complexity': { zero: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', one: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', two: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', few: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', many: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز', other: 'يجب أن تحتوي على {count} مما يلي: حرف كبير، حرف صغير، رقم، رمز' },
  'b2b.password.breached': 'ربما استُخدمت كلمة المرور هذه على موقع آخر تعرّض لمشكلة أمنية. يُرجى اختيار كلمة مرور أخرى.',
};

export default texts;
