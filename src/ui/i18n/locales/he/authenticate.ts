/** Hebrew (he): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'מתבצעת התחברות…',
  'authenticate.doneTitle': 'התחברת',
  'authenticate.failedTitle': 'לא הצלחנו לחבר אותך',
  'authenticate.noToken': 'הדף נפתח בלי קישור התחברות. יש להשתמש שוב בקישור שקיבלת.',
};

export default texts;
