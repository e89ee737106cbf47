/** Greek (el): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Επιλέξτε οργανισμό για να συνεχίσετε',
  'b2b.discovery.continue': 'Συνέχεια',
  'b2b.discovery.acceptInvite': 'Αποδοχή πρόσκλησης',
  'b2b.discovery.join': 'Συμμετοχή',
  'b2b.discovery.create': 'Δημιουργία οργανισμού',
  'b2b.discovery.working': 'Σύνδεση…',
  'b2b.discovery.none.title': 'Το {email} δεν ανήκει σε κανέναν οργανισμό.',
  'b2b.discovery.none.askAdmin': 'Βεβαιωθείτε ότι η διεύθυνση email σας είναι σωστή. Διαφορετικά, ίσως χρειάζεστε πρόσκληση από τον διαχειριστή σας.',
  'b2b.discovery.none.createTitle': 'Δημιουργήστε έναν οργανισμό για να ξεκινήσετε',
  'b2b.discovery.none.createBody': 'Το {email} δεν έχει λογαριασμό. Πιστεύετε ότι πρόκειται για λάθος; Δοκιμάστε άλλη διεύθυνση email ή επικοινωνήστε με τον διαχειριστή σας.',
  'b2b.discovery.none.tryAgain': 'Δοκιμή με άλλη διεύθυνση email',
  'b2b.discovery.createForm.title': 'Δημιουργία οργανισμού',
  'b2b.discovery.createForm.name': 'Όνομα οργανισμού',
  'b2b.discovery.createForm.slug': 'Αναγνωριστικό URL οργανισμού',
  'b2b.discovery.createForm.url': 'Η διεύθυνση του οργανισμού σας: {url}',
  'b2b.discovery.createForm.submit': 'Δημιουργία οργανισμού',
  'b2b.discovery.createForm.nameRequired': 'Εισαγάγετε όνομα για τον οργανισμό σας.',
  'b2b.discovery.createForm.slugInvalid': 'Χρησιμοποιήστε 2 έως 128 γράμματα, ψηφία, παύλες, τελείες, κάτω παύλες ή σύμβολα ~.',
};

export default texts;
