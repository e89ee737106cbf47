/** Greek (el): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Επιτυχία!',
  'passkey.successBody': 'Ο έλεγχος ταυτότητας με το κλειδί πρόσβασης ολοκληρώθηκε με επιτυχία.',
  'passkey.checkingSession': 'Έλεγχος της περιόδου σύνδεσης…',
  'passkey.noActiveUser': 'Σφάλμα: Δεν είναι δυνατή η χρήση του στοιχείου PasskeyRegistration χωρίς ενεργό, πιστοποιημένο χρήστη.',
  'passkey.registrationTitle': 'Ρύθμιση νέου κλειδιού πρόσβασης',
  'passkey.registrationBody': 'Τα κλειδιά πρόσβασης σάς επιτρέπουν να συνδέεστε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας ή το κλείδωμα οθόνης, αντί για κωδικό πρόσβασης ή κωδικό μίας χρήσης.',
  'passkey.create': 'Δημιουργία κλειδιού πρόσβασης',
  'passkey.skip': 'Παράλειψη',
  'passkey.createdTitle': 'Το κλειδί πρόσβασης δημιουργήθηκε με επιτυχία!',
  'passkey.skippedTitle': 'Τα κλειδιά πρόσβασής σας',
  'passkey.setUpAnother': 'Ρύθμιση άλλου κλειδιού πρόσβασης',
  'passkey.done': 'Τέλος',
  'passkey.existingPasskeys': 'Υπάρχοντα κλειδιά πρόσβασης',
  'passkey.listNoActiveUser': 'Σφάλμα: Δεν είναι δυνατή η χρήση του στοιχείου PasskeyList χωρίς ενεργό, πιστοποιημένο χρήστη.',
  'passkey.listEmpty': 'Δεν υπάρχουν ακόμη κλειδιά πρόσβασης.',
  'passkey.listLoading': 'Φόρτωση των κλειδιών πρόσβασης…',
  'passkey.created': 'Δημιουργήθηκε: {date}',
  'passkey.lastUsed': 'Τελευταία χρήση: {date}',
  'passkey.neverUsed': 'Δεν έχει χρησιμοποιηθεί ακόμη',
  'passkey.rename': 'Μετονομασία',
  'passkey.renameLabel': 'Μετονομασία: {name}',
  'passkey.nameLabel': 'Όνομα κλειδιού πρόσβασης',
  'passkey.nameRequired': 'Εισαγάγετε όνομα για αυτό το κλειδί πρόσβασης.',
  'passkey.nameHint': 'Πατήστε Enter για αποθήκευση ή Escape για ακύρωση.',
  'passkey.save': 'Αποθήκευση',
  'passkey.delete': 'Διαγραφή',
  'passkey.deleteLabel': 'Διαγραφή: {name}',
  'passkey.cancel': 'Ακύρωση',
  'passkey.deleteConfirm': 'Διαγραφή του κλειδιού πρόσβασης {name};',
  'passkey.deleteWarning': 'Ένα διαγραμμένο κλειδί πρόσβασης δεν μπορεί πλέον να χρησιμοποιηθεί για σύνδεση. Καταργήστε το και από τη διαχείριση κωδικών πρόσβασης.',
};

export default texts;
