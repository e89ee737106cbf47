/** Hebrew (he): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'יש לבדוק את תיבת האימייל',
  'emailConfirmation.sentTo': 'שלחנו אימייל אל {email}.',
  'emailConfirmation.didntGetIt': 'האימייל לא הגיע?',
  'emailConfirmation.tryAgain': 'ניסיון חוזר',
  'emailConfirmation.resend': 'שליחה חוזרת של האימייל',
  'emailConfirmation.resent': 'האימייל נשלח שוב',
  'emailConfirmation.openGmail': 'פתיחת Gmail',
  'emailConfirmation.openYahoo': 'פתיחת Yahoo',
  'emailConfirmation.openOutlook': 'פתיחת Outlook',
};

export default texts;
