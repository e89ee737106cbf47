/** Hebrew (he): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'יש לבחור איך להמשיך',
  'b2b.email.method.link': 'שליחת קישור התחברות לאימייל',
  'b2b.email.method.code': 'שליחת קוד התחברות לאימייל',
  'b2b.email.otp.title': 'הזנת קוד חד-פעמי',
  'b2b.email.otp.sentTo': 'שלחנו קוד חד-פעמי בן 6 ספרות אל {email}.',
  'b2b.email.otp.label': 'הזנת הקוד החד-פעמי',
  'b2b.email.otp.verifying': 'אימות הקוד…',
  'b2b.email.otp.resendPrompt': 'הקוד לא הגיע?',
  'b2b.email.otp.resend': 'שליחת הקוד מחדש',
  'b2b.email.otp.resent': 'הקוד נשלח שוב',
  'b2b.email.otp.expiresIn': 'תוקף הקוד יפוג בעוד {countdown}.',
  'b2b.email.otp.expired': 'תוקף הקוד פג.',
  'b2b.email.sent.title': 'יש לבדוק את תיבת האימייל',
  'b2b.email.sent.sentTo': 'שלחנו אימייל אל {email}.',
  'b2b.email.sent.resendPrompt': 'האימייל לא הגיע?',
  'b2b.email.sent.resend': 'שליחה חוזרת של האימייל',
  'b2b.email.sent.resent': 'האימייל נשלח שוב',
  'b2b.email.tryAgain': 'ניסיון עם כתובת אימייל אחרת',
};

export default texts;
