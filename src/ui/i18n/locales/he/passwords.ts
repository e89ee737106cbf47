/** Hebrew (he): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'סיסמה',
  'password.newPassword': 'סיסמה חדשה',
  'password.showPassword': 'הצגת הסיסמה',
  'password.createTitle': 'יצירת חשבון',
  'password.createBody': 'יש לבחור סיסמה עבור {email}.',
  'password.loginTitle': 'התחברות',
  'password.loginBody': 'יש להזין את הסיסמה של {email}.',
  'password.forgot': 'שכחת את הסיסמה?',
  'password.createInstead': 'יצירת סיסמה במקום זאת',
  'password.emailLinkInstead': 'שליחת קישור התחברות לאימייל',
  'password.emailCodeInstead': 'שליחת קוד התחברות לאימייל',
  'password.strengthLabel': 'חוזק הסיסמה',
  'password.strength.veryWeak': 'חלשה מאוד',
  'password.strength.weak': 'חלשה',
  'password.strength.strong': 'חזקה',
  'password.strength.veryStrong': 'חזקה מאוד',
  'password.requirementsLabel': 'דרישות הסיסמה',
  'password.requirementMet': 'הושלם:',
  'password.requirementUnmet': 'עדיין לא:',
  'password.luds.length': { one: 'חייבת להכיל לפחות {count} תו', two: 'חייבת להכיל לפחות {count} תווים', other: 'חייבת להכיל לפחות {count} תווים' },
  'password.luds.complexity': { one: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן', two: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן', other: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן' },
  'password.luds.breached': 'ייתכן שנעשה שימוש בסיסמה הזו באתר אחר שהייתה בו בעיית אבטחה. יש לבחור סיסמה אחרת.',
  'password.forgotTitle': 'עזרה בהתחברות מחכה לך באימייל!',
  'password.forgotBody': 'שלחנו אל {email} אימייל עם קישור לאיפוס הסיסמה. יש לפתוח את הקישור כדי לבחור סיסמה חדשה.',
  'password.setNewTitle': 'יש לבדוק את תיבת האימייל!',
  'password.setNewBody': 'שלחנו אימייל אל {email}. יש לפתוח את הקישור שבו כדי להגדיר סיסמה לחשבון.',
  'password.dedupeTitle': 'יש לבדוק את תיבת האימייל כדי להגדיר סיסמה חדשה',
  'password.dedupeBody': 'אנחנו רוצים לוודא שהחשבון שלך מאובטח ושבאמת מדובר בך! שלחנו אימייל אל {email}. יש לפתוח את הקישור שבו כדי להגדיר סיסמה חדשה.',
  'password.breachedTitle': 'יש לבדוק את תיבת האימייל כדי לאפס את הסיסמה',
  'password.breachedBody': 'כדי לשמור על אבטחת החשבון שלך, שלחנו אימייל אל {email}. יש לפתוח את הקישור שבו כדי לבחור סיסמה חדשה שלא השתמשת בה במקום אחר.',
  'password.didntGetIt': 'האימייל לא הגיע?',
  'password.resend': 'שליחה חוזרת של האימייל',
  'password.emailResent': 'האימייל נשלח שוב',
  'password.loggingIn': 'מתבצעת התחברות…',
  'password.resetTitle': 'איפוס הסיסמה',
  'password.resetBody': 'יש לבחור סיסמה חדשה לחשבון.',
  'password.requestNewBody': 'יש להזין את כתובת האימייל, ונשלח אליך קישור חדש.',
  'password.sendNewEmail': 'שליחת אימייל חדש',
  'password.confirmationTitle': 'בוצע בהצלחה!',
  'password.confirmationBody': 'התחברת בהצלחה.',
};

export default texts;
