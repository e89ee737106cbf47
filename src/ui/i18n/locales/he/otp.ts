/** Hebrew (he): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'הזנת קוד חד-פעמי',
  'otp.sentTo': 'שלחנו קוד חד-פעמי בן 6 ספרות אל {destination}.',
  'otp.verifying': 'אימות הקוד…',
  'otp.expiresIn': 'תוקף הקוד יפוג בעוד {countdown}.',
  'otp.expired': 'תוקף הקוד פג.',
  'otp.resend.prompt': 'הקוד לא הגיע?',
  'otp.resend.initial': 'שליחת הקוד מחדש',
  'otp.resend.sending': 'בשליחה…',
  'otp.resend.sent': 'הקוד נשלח',
  'otp.resend.waiting': 'שליחת הקוד מחדש',
  'otp.emailResent': 'האימייל נשלח שוב',
  'otp.codeResent': 'הקוד נשלח שוב',
  'otp.successTitle': 'בוצע בהצלחה!',
  'otp.successBody': 'הקוד החד-פעמי אומת בהצלחה.',
};

export default texts;
