/** Hebrew (he): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'בוצע בהצלחה!',
  'passkey.successBody': 'האימות באמצעות מפתח הגישה הצליח.',
  'passkey.checkingSession': 'מתבצעת בדיקה של הסשן…',
  'passkey.noActiveUser': 'שגיאה: אי אפשר להשתמש ברכיב PasskeyRegistration בלי משתמש מחובר ומאומת.',
  'passkey.registrationTitle': 'הגדרת מפתח גישה חדש',
  'passkey.registrationBody': 'מפתחות גישה מאפשרים להתחבר בעזרת טביעת אצבע, זיהוי פנים או נעילת המסך במקום סיסמה או קוד.',
  'passkey.create': 'יצירת מפתח גישה',
  'passkey.skip': 'דילוג',
  'passkey.createdTitle': 'מפתח הגישה נוצר בהצלחה!',
  'passkey.skippedTitle': 'מפתחות הגישה שלך',
  'passkey.setUpAnother': 'הגדרת מפתח גישה נוסף',
  'passkey.done': 'סיום',
  'passkey.existingPasskeys': 'מפתחות גישה קיימים',
  'passkey.listNoActiveUser': 'שגיאה: אי אפשר להשתמש ברכיב PasskeyList בלי משתמש מחובר ומאומת.',
  'passkey.listEmpty': 'אין עדיין מפתחות גישה.',
  'passkey.listLoading': 'מפתחות הגישה בטעינה…',
  'passkey.created': 'נוצר: {date}',
  'passkey.lastUsed': 'שימוש אחרון: {date}',
  'passkey.neverUsed': 'עדיין לא נעשה בו שימוש',
  'passkey.rename': 'שינוי שם',
  'passkey.renameLabel': 'שינוי השם של {name}',
  'passkey.nameLabel': 'שם מפתח הגישה',
  'passkey.nameRequired': 'יש להזין שם למפתח הגישה.',
  'passkey.nameHint': 'יש ללחוץ על Enter כדי לשמור או על Escape כדי לבטל.',
  'passkey.save': 'שמירה',
  'passkey.delete': 'מחיקה',
  'passkey.deleteLabel': 'מחיקת {name}',
  'passkey.cancel': 'ביטול',
  'passkey.deleteConfirm': 'למחוק את מפתח הגישה {name}?',
  'passkey.deleteWarning': 'אי אפשר להשתמש במפתח גישה שנמחק כדי להתחבר. כדאי להסיר אותו גם ממנהל הסיסמאות.',
};

export default texts;
