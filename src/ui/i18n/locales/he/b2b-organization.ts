/** Hebrew (he): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'מחפשים את הארגון שלך…',
  'b2b.organization.notFound.title': 'לא מצאנו את הארגון שלך',
  'b2b.organization.notFound.body': 'אין ארגון עם הכתובת "{slug}". יש לבדוק את הקישור שבו השתמשת, או לבקש אותו ממנהל המערכת.',
  'b2b.organization.notFound.noSlug': 'הדף הזה לא מציין ארגון. יש להשתמש בקישור שקיבלת ממנהל המערכת.',
  'b2b.organization.loadFailed.retry': 'ניסיון חוזר',
  'b2b.organization.title': 'המשך אל {organization}',
  'b2b.organization.sso': 'המשך עם {connection}',
  'b2b.organization.continue': 'המשך',
  'b2b.organization.invalidEmail': 'פורמט האימייל לא תקין.',
  'b2b.organization.or': 'או',
  'b2b.organization.password': 'שימוש בסיסמה במקום זאת',
  'b2b.organization.noMethods': 'הארגון {organization} לא מאפשר אף אחת משיטות ההתחברות שבדף הזה. יש לפנות למנהל המערכת.',
};

export default texts;
