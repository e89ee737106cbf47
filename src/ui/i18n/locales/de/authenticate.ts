/** German (de): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Sie werden angemeldet…',
  'authenticate.doneTitle': 'Sie sind angemeldet',
  'authenticate.failedTitle': 'Die Anmeldung ist fehlgeschlagen',
  'authenticate.noToken': 'Diese Seite wurde ohne Anmeldelink geöffnet. Bitte verwenden Sie erneut den Link, den Sie erhalten haben.',
};

export default texts;
