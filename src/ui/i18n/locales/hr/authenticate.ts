/** Croatian (hr): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Prijavljujemo vas…',
  'authenticate.doneTitle': 'Prijavljeni ste',
  'authenticate.failedTitle': 'Prijava nije uspjela',
  'authenticate.noToken': 'Ova je stranica otvorena bez poveznice za prijavu. Ponovno upotrijebite poveznicu koju ste primili.',
};

export default texts;
