/** Hebrew (he): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'התחברות אל {clientName} באמצעות {projectName}',
  'idp.titleCustomScopes': '{clientName} מבקש גישה לחשבון {projectName} שלך',
  'idp.permissionsStandard': 'לאפשר ל-{clientName}:',
  'idp.permissionsCustom': '{clientName} מבקש:',
  'idp.ungrantableNotice': 'אין לך הרשאה להעניק ל-{clientName} גישה לחלק מההרשאות המבוקשות.',
  'idp.ungrantableList': 'אין לך אפשרות לאשר את הבקשה של {clientName}:',
  'idp.fallbackClientName': 'האפליקציה',
  'idp.clientLogo': 'הלוגו של {clientName}',
  'idp.allow': 'אישור',
  'idp.deny': 'דחייה',
  'idp.loading': 'בטעינה…',
  'idp.missingParameter': 'חסר פרמטר נדרש: {param}. יש לפנות למפתחי האפליקציה.',
  'idp.successTitle': 'בוצע בהצלחה!',
  'idp.successBody': 'התחברת אל {clientName}. אפשר לסגור את הדף.',
  'idp.redirecting': 'חוזרים אל {clientName}…',
  'idp.redirectNotRequested': 'לא ניתן היה להשלים את הבקשה: כתובת החזרה אינה זו שהאפליקציה ביקשה. יש לפנות למפתחי האפליקציה.',
  'idp.scope.openid': 'אימות הזהות שלך',
  'idp.scope.openid.detail': 'הצגת המידע השמור בחשבון שלך',
  'idp.scope.personalProfile': 'הצגת פרטי הפרופיל האישי שלך',
  'idp.scope.profile.detail': 'השם, תמונת הפרופיל והשפה שלך',
  'idp.scope.email.detail': 'כתובת האימייל שלך',
  'idp.scope.phone.detail': 'מספר הטלפון שלך',
  'idp.scope.offline_access': 'שמירה על גישה לנתונים שלך גם כשלא נעשה שימוש פעיל באפליקציה',
  'idp.scope.full_access': 'גישה מלאה לחשבון שלך',
  'idp.scope.custom': 'שימוש בהרשאה {scope}',
  'idp.logoutTitle': 'להתנתק?',
  'idp.logoutBody': 'האם להתנתק מחשבון {projectName} שלך?',
  'idp.yes': 'כן',
  'idp.no': 'לא',
  'idp.logoutDeniedTitle': 'ההתחברות עדיין פעילה',
  'idp.logoutDenied': 'לא בוצעה התנתקות. אפשר לסגור את הדף.',
};

export default texts;
