/** Greek (el): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Κωδικός πρόσβασης',
  'password.newPassword': 'Νέος κωδικός πρόσβασης',
  'password.showPassword': 'Εμφάνιση κωδικού πρόσβασης',
  'password.createTitle': 'Δημιουργία λογαριασμού',
  'password.createBody': 'Επιλέξτε κωδικό πρόσβασης για το {email}.',
  'password.loginTitle': 'Σύνδεση',
  'password.loginBody': 'Εισαγάγετε τον κωδικό πρόσβασης για το {email}.',
  'password.forgot': 'Ξεχάσατε τον κωδικό πρόσβασης;',
  'password.createInstead': 'Δημιουργία κωδικού πρόσβασης εναλλακτικά',
  'password.emailLinkInstead': 'Αποστολή συνδέσμου σύνδεσης με email',
  'password.emailCodeInstead': 'Αποστολή κωδικού σύνδεσης με email',
  'password.strengthLabel': 'Ισχύς κωδικού πρόσβασης',
  'password.strength.veryWeak': 'Πολύ αδύναμος',
  'password.strength.weak': 'Αδύναμος',
  'password.strength.strong': 'Ισχυρός',
  'password.strength.veryStrong': 'Πολύ ισχυρός',
  'password.requirementsLabel': 'Απαιτήσεις κωδικού πρόσβασης',
  'password.requirementMet': 'Ολοκληρώθηκε:',
  'password.requirementUnmet': 'Όχι ακόμη:',
  'password.luds.length': { one: 'Πρέπει να έχει τουλάχιστον {count} χαρακτήρα', other: 'Πρέπει να έχει τουλάχιστον {count} χαρακτήρες' },
  'password.luds.complexity': { one: 'Πρέπει να περιέχει {count} από τα εξής: κεφαλαίο γράμμα, πεζό γράμμα, αριθμό, σύμβολο', other: 'Πρέπει να περιέχει {count} από τα εξής: κεφαλαίο γράμμα, πεζό γράμμα, αριθμό, σύμβολο' },
  'password.luds.breached': 'Αυτός ο κωδικός πρόσβασης μπορεί να έχει χρησιμοποιηθεί σε άλλον ιστότοπο που αντιμετώπισε πρόβλημα ασφάλειας. Επιλέξτε άλλον κωδικό πρόσβασης.',
  'password.forgotTitle': 'Ελέγξτε το email σας για βοήθεια με τη σύνδεση!',
  'password.forgotBody': 'Στείλαμε στο {email} ένα email με σύνδεσμο επαναφοράς του κωδικού πρόσβασης. Ανοίξτε τον σύνδεσμο για να επιλέξετε νέο κωδικό πρόσβασης.',
  'password.setNewTitle': 'Ελέγξτε το email σας!',
  'password.setNewBody': 'Στείλαμε ένα email στο {email}. Ανοίξτε τον σύνδεσμο που περιέχει για να ορίσετε κωδικό πρόσβασης για τον λογαριασμό σας.',
  'password.dedupeTitle': 'Ελέγξτε το email σας για να ορίσετε νέο κωδικό πρόσβασης',
  'password.dedupeBody': 'Θέλουμε να βεβαιωθούμε ότι ο λογαριασμός σας είναι ασφαλής και ότι συνδέεστε πράγματι εσείς! Στείλαμε ένα email στο {email}. Ανοίξτε τον σύνδεσμο που περιέχει για να ορίσετε νέο κωδικό πρόσβασης.',
  'password.breachedTitle': 'Ελέγξτε το email σας για να επαναφέρετε τον κωδικό πρόσβασης',
  'password.breachedBody': 'Για την ασφάλεια του λογαριασμού σας, στείλαμε ένα email στο {email}. Ανοίξτε τον σύνδεσμο που περιέχει για να επιλέξετε νέο κωδικό πρόσβασης που δεν έχετε χρησιμοποιήσει αλλού.',
  'password.didntGetIt': 'Δεν το λάβατε;',
  'password.resend': 'Νέα αποστολή email',
  'password.emailResent': 'Το email στάλθηκε ξανά',
  'password.loggingIn': 'Σύνδεση…',
  'password.resetTitle': 'Επαναφορά κωδικού πρόσβασης',
  'password.resetBody': 'Επιλέξτε νέο κωδικό πρόσβασης για τον λογαριασμό σας.',
  'password.requestNewBody': 'Εισαγάγετε τη διεύθυνση email σας και θα σας στείλουμε νέο σύνδεσμο.',
  'password.sendNewEmail': 'Αποστολή νέου email',
  'password.confirmationTitle': 'Επιτυχία!',
  'password.confirmationBody': 'Η σύνδεση ολοκληρώθηκε με επιτυχία.',
};

export default texts;
