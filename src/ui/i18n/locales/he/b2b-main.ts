/** Hebrew (he): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'הרשמה או התחברות',
  'b2b.main.continue': 'המשך',
  'b2b.main.invalidEmail': 'פורמט האימייל לא תקין.',
  'b2b.main.or': 'או',
  'b2b.main.sso': 'שימוש בכניסה יחידה (SSO)',
  'b2b.main.password': 'שימוש בסיסמה במקום זאת',
  'b2b.main.signingIn': 'מתבצעת התחברות…',
  'b2b.signedIn.title': 'בוצע בהצלחה!',
  'b2b.signedIn.body': 'התחברת בהצלחה.',
  'b2b.signedIn.bodyWithOrganization': 'התחברת בהצלחה אל {organization}.',
  'b2b.primaryRequired.title': 'נדרשת שיטת התחברות אחרת',
  'b2b.primaryRequired.body': 'הארגון {organization} דורש התחברות בשיטה אחרת. יש לחזור ולבחור שיטה שהארגון מאפשר.',
  'b2b.primaryRequired.goBack': 'חזרה',
};

export default texts;
