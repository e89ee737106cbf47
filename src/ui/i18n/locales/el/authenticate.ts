/** Greek (el): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Σύνδεση…',
  'authenticate.doneTitle': 'Έχετε συνδεθεί',
  'authenticate.failedTitle': 'Δεν ήταν δυνατή η σύνδεσή σας',
  'authenticate.noToken': 'Αυτή η σελίδα άνοιξε χωρίς σύνδεσμο σύνδεσης. Χρησιμοποιήστε ξανά τον σύνδεσμο που λάβατε.',
};

export default texts;
