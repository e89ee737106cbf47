/** Arabic (ar): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'تم بنجاح!',
  'passkey.successBody': 'تمت المصادقة بمفتاح المرور بنجاح.',
  'passkey.checkingSession': 'جارٍ التحقق من جلستك…',
  'passkey.noActiveUser': 'خطأ: لا يمكن استخدام المكوّن PasskeyRegistration دون مستخدم مسجّل الدخول.',
  'passkey.registrationTitle': 'إعداد مفتاح مرور جديد',
  'passkey.registrationBody': 'تتيح لك مفاتيح المرور تسجيل الدخول ببصمة إصبعك أو وجهك أو قفل الشاشة بدلًا من كلمة المرور أو الرمز.',
  'passkey.create': 'إنشاء مفتاح مرور',
  'passkey.skip': 'تخطي',
  'passkey.createdTitle': 'تم إنشاء مفتاح المرور بنجاح!',
  'passkey.skippedTitle': 'مفاتيح المرور الخاصة بك',
  'passkey.setUpAnother': 'إعداد مفتاح مرور آخر',
  'passkey.done': 'تم',
  'passkey.existingPasskeys': 'مفاتيح المرور الحالية',
  'passkey.listNoActiveUser': 'خطأ: لا يمكن استخدام المكوّن PasskeyList دون مستخدم مسجّل الدخول.',
  'passkey.listEmpty': 'لا توجد مفاتيح مرور بعد.',
  'passkey.listLoading': 'جارٍ تحميل مفاتيح المرور…',
  'passkey.created': 'تاريخ الإنشاء: {date}',
  'passkey.lastUsed': 'آخر استخدام: {date}',
  'passkey.neverUsed': 'لم يُستخدم بعد',
  'passkey.rename': 'إعادة تسمية',
  'passkey.renameLabel': 'إعادة تسمية {name}',
  'passkey.nameLabel': 'اسم مفتاح المرور',
  'passkey.nameRequired': 'أدخل اسمًا لمفتاح المرور هذا.',
  'passkey.nameHint': 'اضغط Enter للحفظ أو Escape للإلغاء.',
  'passkey.save': 'حفظ',
  'passkey.delete': 'حذف',
  'passkey.deleteLabel': 'حذف {name}',
  'passkey.cancel': 'إلغاء',
  'passkey.deleteConfirm': 'هل تريد حذف مفتاح المرور {name}؟',
  'passkey.deleteWarning': 'لا يمكن استخدام مفتاح المرور المحذوف لتسجيل الدخول بعد الآن. احذفه من مدير كلمات المرور أيضًا.',
};

export default texts;
