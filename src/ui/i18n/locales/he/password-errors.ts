/** Hebrew (he): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'הסיסמה חלשה מדי. יש לבחור סיסמה חזקה יותר.',
  'unable_to_auth_password_reset_token': 'לא ניתן היה להשתמש בקישור לאיפוס הסיסמה כי כבר נעשה בו שימוש או שתוקפו פג. יש לבקש אימייל חדש לאיפוס הסיסמה.',
};

export default texts;
