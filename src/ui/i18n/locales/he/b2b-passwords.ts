/** Hebrew (he): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'סיסמה',
  'b2b.password.newField': 'סיסמה חדשה',
  'b2b.password.show': 'הצגת הסיסמה',
  'b2b.password.required': 'יש להזין סיסמה.',
  'b2b.password.loginTitle': 'התחברות עם אימייל וסיסמה',
  'b2b.password.loginOrganization': 'התחברות אל {organization}',
  'b2b.password.forgot': 'שכחת את הסיסמה?',
  'b2b.password.forgotTitle': 'איפוס הסיסמה',
  'b2b.password.forgotOrganization': 'נשלח אליך באימייל קישור שיאפשר להתחבר ישירות לחשבון, או לאפס את הסיסמה אם יש לך סיסמה.',
  'b2b.password.forgotDiscovery': 'נשלח אליך באימייל קישור אימות שיאפשר להירשם לחשבון, או לאפס את הסיסמה אם יש לך סיסמה.',
  'b2b.password.noPasswordTitle': 'הגדרת סיסמה דרך האימייל',
  'b2b.password.noPasswordBody': 'עדיין אין לך סיסמה. נשלח אליך באימייל קישור להגדרת סיסמה.',
  'b2b.password.breachedTitle': 'בחירת סיסמה חדשה',
  'b2b.password.breachedBody': 'נשלח אליך באימייל קישור לבחירת סיסמה חדשה שלא השתמשת בה במקום אחר.',
  'b2b.password.sendLink': 'שליחת קישור באימייל',
  'b2b.password.sentTitle': 'יש לבדוק את תיבת האימייל',
  'b2b.password.sentBody': 'שלחנו אל {email} קישור לאיפוס הסיסמה.',
  'b2b.password.didntGetIt': 'האימייל לא הגיע?',
  'b2b.password.resend': 'שליחה חוזרת של האימייל',
  'b2b.password.resent': 'האימייל נשלח שוב',
  'b2b.password.setNewTitle': 'הגדרת סיסמה חדשה',
  'b2b.password.setNewBody': 'יש לבחור סיסמה חדשה לחשבון.',
  'b2b.password.noToken': 'הדף נפתח בלי קישור לאיפוס סיסמה. יש לפתוח שוב את הקישור מהאימייל.',
  'b2b.password.strengthScore': 'חוזק הסיסמה: {score} מתוך 4.',
  'b2b.password.accepted': 'הסיסמה התקבלה.',
  'b2b.password.notAccepted': 'הסיסמה לא התקבלה.',
  'b2b.password.requirementsLabel': 'דרישות הסיסמה',
  'b2b.password.requirementMet': 'הושלם:',
  'b2b.password.requirementUnmet': 'עדיין לא:',
  'b2b.password.minimumLength': { one: 'חייבת להכיל לפחות {count} תו', two: 'חייבת להכיל לפחות {count} תווים', other: 'חייבת להכיל לפחות {count} תווים' },
  'b2b.password.complexity': { one: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן', two: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן', other: 'חייבת להכיל {count} מהבאים: אות גדולה, אות קטנה, ספרה, סימן' },
  'b2b.password.breached': 'ייתכן שנעשה שימוש בסיסמה הזו באתר אחר שהייתה בו בעיית אבטחה. יש לבחור סיסמה אחרת.',
};

export default texts;
