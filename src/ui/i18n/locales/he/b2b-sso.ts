/** Hebrew (he): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'יש להזין אימייל כדי להמשיך',
  'b2b.sso.connectionsTitle': 'יש לבחור חיבור כדי להמשיך',
  'b2b.sso.organizationTitle': 'המשך אל {organization}',
  'b2b.sso.continueWith': 'המשך עם {name}',
  'b2b.sso.noConnections': 'לארגון הזה עדיין אין חיבור כניסה יחידה (SSO). אפשר לנסות שיטה אחרת.',
  'b2b.sso.fallbackTitle': 'מצטערים, לא מצאנו חיבורים',
  'b2b.sso.fallbackBody': 'כדי להמשיך, יש להזין את המזהה הייחודי של הארגון. אם המזהה לא ידוע לך, אפשר להתחבר בשיטה אחרת כדי לראות את כל הארגונים הזמינים לך.',
  'b2b.sso.slugField': 'מזהה הארגון בכתובת',
  'b2b.sso.slugRequired': 'יש להזין את מזהה הארגון.',
  'b2b.sso.orgNotFound': 'הארגון לא נמצא. יש לנסות שוב.',
  'b2b.sso.landingFailedTitle': 'לא הצלחנו לחבר אותך',
  'b2b.sso.tryAnotherMethod': 'ניסיון בשיטה אחרת',
  'b2b.sso.redirecting': 'מעבירים אותך אל {name}…',
  'b2b.sso.signingIn': 'מתבצעת התחברות…',
};

export default texts;
