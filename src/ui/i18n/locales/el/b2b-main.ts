/** Greek (el): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Εγγραφή ή σύνδεση',
  'b2b.main.continue': 'Συνέχεια',
  'b2b.main.invalidEmail': 'Η μορφή του email δεν είναι έγκυρη.',
  'b2b.main.or': 'ή',
  'b2b.main.sso': 'Χρήση ενιαίας σύνδεσης (SSO)',
  'b2b.main.password': 'Χρήση κωδικού πρόσβασης εναλλακτικά',
  'b2b.main.signingIn': 'Σύνδεση…',
  'b2b.signedIn.title': 'Επιτυχία!',
  'b2b.signedIn.body': 'Η σύνδεση ολοκληρώθηκε με επιτυχία.',
  'b2b.signedIn.bodyWithOrganization': 'Συνδεθήκατε με επιτυχία στο {organization}.',
  'b2b.primaryRequired.title': 'Απαιτείται άλλη μέθοδος σύνδεσης',
  'b2b.primaryRequired.body': 'Ο οργανισμός {organization} απαιτεί να συνδεθείτε με άλλη μέθοδο. Επιστρέψτε και επιλέξτε μία από τις επιτρεπόμενες.',
  'b2b.primaryRequired.goBack': 'Επιστροφή',
};

export default texts;
