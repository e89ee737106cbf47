/** Slovenian (sl): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Prijavljanje …',
  'authenticate.doneTitle': 'Prijavljeni ste',
  'authenticate.failedTitle': 'Prijava ni uspela',
  'authenticate.noToken': 'Ta stran je bila odprta brez povezave za prijavo. Znova uporabite povezavo, ki ste jo prejeli.',
};

export default texts;
