/** Lithuanian (lt): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Prisijungiama…',
  'authenticate.doneTitle': 'Esate prisijungę',
  'authenticate.failedTitle': 'Nepavyko jūsų prijungti',
  'authenticate.noToken': 'Šis puslapis atidarytas be prisijungimo nuorodos. Dar kartą pasinaudokite gauta nuoroda.',
};

export default texts;
