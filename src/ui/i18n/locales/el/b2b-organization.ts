/** Greek (el): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Αναζήτηση του οργανισμού σας…',
  'b2b.organization.notFound.title': 'Δεν βρήκαμε τον οργανισμό σας',
  'b2b.organization.notFound.body': 'Δεν υπάρχει οργανισμός με τη διεύθυνση «{slug}». Ελέγξτε τον σύνδεσμο που ακολουθήσατε ή ζητήστε τον από τον διαχειριστή σας.',
  'b2b.organization.notFound.noSlug': 'Αυτή η σελίδα δεν αναφέρει οργανισμό. Χρησιμοποιήστε τον σύνδεσμο που σας έδωσε ο διαχειριστής σας.',
  'b2b.organization.loadFailed.retry': 'Δοκιμάστε ξανά',
  'b2b.organization.title': 'Συνέχεια στο {organization}',
  'b2b.organization.sso': 'Συνέχεια με {connection}',
  'b2b.organization.continue': 'Συνέχεια',
  'b2b.organization.invalidEmail': 'Η μορφή του email δεν είναι έγκυρη.',
  'b2b.organization.or': 'ή',
  'b2b.organization.password': 'Χρήση κωδικού πρόσβασης εναλλακτικά',
  'b2b.organization.noMethods': 'Ο οργανισμός {organization} δεν επιτρέπει καμία από τις μεθόδους σύνδεσης αυτής της σελίδας. Απευθυνθείτε στον διαχειριστή σας.',
};

export default texts;
