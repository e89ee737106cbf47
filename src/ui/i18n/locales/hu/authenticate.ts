/** Hungarian (hu): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Bejelentkeztetjük…',
  'authenticate.doneTitle': 'Bejelentkezett',
  'authenticate.failedTitle': 'Nem sikerült bejelentkeztetni',
  'authenticate.noToken': 'Ezt az oldalt bejelentkezési link nélkül nyitották meg. Használja újra a kapott linket.',
};

export default texts;
