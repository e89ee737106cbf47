/** Persian (fa): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'انجام شد!',
  'passkey.successBody': 'احراز هویت با کلید عبور شما با موفقیت انجام شد.',
  'passkey.checkingSession': 'در حال بررسی نشست شما…',
  'passkey.noActiveUser': 'خطا: بدون کاربر فعالِ احرازهویت‌شده نمی‌توان از مؤلفهٔ PasskeyRegistration استفاده کرد.',
  'passkey.registrationTitle': 'تنظیم کلید عبور جدید',
  'passkey.registrationBody': 'با کلید عبور می‌توانید به‌جای رمز عبور یا کد، با اثر انگشت، چهره یا قفل صفحه وارد شوید.',
  'passkey.create': 'ساخت کلید عبور',
  'passkey.skip': 'رد شدن',
  'passkey.createdTitle': 'کلید عبور با موفقیت ساخته شد!',
  'passkey.skippedTitle': 'کلیدهای عبور شما',
  'passkey.setUpAnother': 'تنظیم کلید عبور دیگر',
  'passkey.done': 'تمام',
  'passkey.existingPasskeys': 'کلیدهای عبور موجود',
  'passkey.listNoActiveUser': 'خطا: بدون کاربر فعالِ احرازهویت‌شده نمی‌توان از مؤلفهٔ PasskeyList استفاده کرد.',
  'passkey.listEmpty': 'هنوز کلید عبوری ندارید.',
  'passkey.listLoading': 'در حال بارگیری کلیدهای عبور…',
  'passkey.created': 'ساخته‌شده در {date}',
  'passkey.lastUsed': 'آخرین استفاده: {date}',
  'passkey.neverUsed': 'هنوز استفاده نشده',
  'passkey.rename': 'تغییر نام',
  'passkey.renameLabel': 'تغییر نام {name}',
  'passkey.nameLabel': 'نام کلید عبور',
  'passkey.nameRequired': 'برای این کلید عبور نامی وارد کنید.',
  'passkey.nameHint': 'برای ذخیره Enter و برای لغو Escape را فشار دهید.',
  'passkey.save': 'ذخیره',
  'passkey.delete': 'حذف',
  'passkey.deleteLabel': 'حذف {name}',
  'passkey.cancel': 'لغو',
  'passkey.deleteConfirm': 'کلید عبور {name} حذف شود؟',
  'passkey.deleteWarning': 'کلید عبور حذف‌شده دیگر برای ورود قابل استفاده نیست. آن را از مدیر رمز عبور خود هم حذف کنید.',
};

export default texts;
