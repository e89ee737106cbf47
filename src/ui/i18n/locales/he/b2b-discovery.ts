/** Hebrew (he): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'יש לבחור ארגון כדי להמשיך',
  'b2b.discovery.continue': 'המשך',
  'b2b.discovery.acceptInvite': 'אישור ההזמנה',
  'b2b.discovery.join': 'הצטרפות',
  'b2b.discovery.create': 'יצירת ארגון',
  'b2b.discovery.working': 'מתבצעת התחברות…',
  'b2b.discovery.none.title': '{email} לא שייך לאף ארגון.',
  'b2b.discovery.none.askAdmin': 'יש לוודא שכתובת האימייל נכונה. אחרת, ייתכן שמנהל המערכת צריך לשלוח לך הזמנה.',
  'b2b.discovery.none.createTitle': 'כדי להתחיל, יש ליצור ארגון',
  'b2b.discovery.none.createBody': 'ל-{email} אין חשבון. נראה לך שזו טעות? אפשר לנסות כתובת אימייל אחרת או לפנות למנהל המערכת.',
  'b2b.discovery.none.tryAgain': 'ניסיון עם כתובת אימייל אחרת',
  'b2b.discovery.createForm.title': 'יצירת ארגון',
  'b2b.discovery.createForm.name': 'שם הארגון',
  'b2b.discovery.createForm.slug': 'מזהה הארגון בכתובת',
  'b2b.discovery.createForm.url': 'הכתובת של הארגון שלך: {url}',
  'b2b.discovery.createForm.submit': 'יצירת הארגון',
  'b2b.discovery.createForm.nameRequired': 'יש להזין שם לארגון.',
  'b2b.discovery.createForm.slugInvalid': 'יש להשתמש ב-2 עד 128 אותיות, ספרות, מקפים, נקודות, קווים תחתונים או טילדות.',
};

export default texts;
