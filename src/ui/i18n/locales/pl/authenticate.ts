/** Polish (pl): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Logowanie…',
  'authenticate.doneTitle': 'Zalogowano',
  'authenticate.failedTitle': 'Nie udało się zalogować',
  'authenticate.noToken': 'Ta strona została otwarta bez linku do logowania. Użyj ponownie otrzymanego linku.',
};

export default texts;
