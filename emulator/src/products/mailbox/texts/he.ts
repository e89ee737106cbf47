/** Hebrew (he): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const he: EmulatorTexts = {
  'duration.minutes': { one: '{count} דקה', two: '{count} דקות', other: '{count} דקות' },
  'duration.seconds': { one: '{count} שנייה', two: '{count} שניות', other: '{count} שניות' },
  'otp.subject': 'קוד האימות שלך',
  'otp.body': 'קוד האימות שלך ל-{projectName} הוא {code}. תוקפו יפוג בעוד {duration}.',
  'magicLink.login.subject': 'קישור ההתחברות שלך',
  'magicLink.signup.subject': 'אישור כתובת האימייל להשלמת ההרשמה',
  'magicLink.login.intro': 'כדי להתחבר אל {projectName}, יש ללחוץ על הקישור הבא:',
  'magicLink.signup.intro': 'כדי להשלים את ההרשמה ל-{projectName}, יש ללחוץ על הקישור הבא:',
  'magicLink.expiry': 'תוקף הקישור יפוג בעוד {duration}. אם לא ביקשת אותו, אפשר להתעלם מהאימייל הזה.',
  'passwordReset.subject': 'איפוס הסיסמה',
  'passwordReset.intro': 'התקבלה בקשה לאפס את הסיסמה של חשבון {projectName} שלך. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור:',
  'passwordReset.loginInstead': 'או להתחבר בלי לשנות את הסיסמה:',
  'passwordReset.expiry': 'תוקף הקישורים יפוג בעוד {duration}. אם לא ביקשת זאת, אפשר להתעלם מהאימייל הזה.',
  'b2b.passwordReset.organization.subject': 'איפוס הסיסמה שלך ב-{organizationName}',
  'b2b.passwordReset.organization.intro': 'התקבלה בקשה לאפס את הסיסמה שלך ב-{organizationName}. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור:',
  'b2b.passwordReset.project.subject': 'איפוס הסיסמה שלך ב-{projectName}',
  'b2b.passwordReset.project.intro': 'התקבלה בקשה לאפס את הסיסמה שלך ב-{projectName}. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור:',
  'b2b.passwordReset.expiry': 'תוקף הקישור יפוג בעוד {duration}. אם לא ביקשת זאת, אפשר להתעלם מהאימייל הזה.',
  'b2b.otp.subject': 'קוד האימות שלך ל-{projectName}',
  'b2b.otp.body': 'קוד ההתחברות שלך הוא {code}. תוקפו יפוג בעוד {duration}.',
  'b2b.otp.organizationBody': 'קוד ההתחברות שלך ל-{organizationName} הוא {code}. תוקפו יפוג בעוד {duration}.',
  'b2b.magicLink.subject': 'קישור ההתחברות שלך ל-{projectName}',
  'b2b.magicLink.body': 'התחברות אל {name}: {link}',
  'b2b.magicLink.expiry': 'תוקף הקישור יפוג בעוד {duration}.',
};

export default he;
