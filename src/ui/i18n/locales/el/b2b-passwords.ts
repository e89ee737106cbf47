/** Greek (el): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Κωδικός πρόσβασης',
  'b2b.password.newField': 'Νέος κωδικός πρόσβασης',
  'b2b.password.show': 'Εμφάνιση κωδικού πρόσβασης',
  'b2b.password.required': 'Εισαγάγετε τον κωδικό πρόσβασής σας.',
  'b2b.password.loginTitle': 'Σύνδεση με email και κωδικό πρόσβασης',
  'b2b.password.loginOrganization': 'Σύνδεση στο {organization}',
  'b2b.password.forgot': 'Ξεχάσατε τον κωδικό πρόσβασής σας;',
  'b2b.password.forgotTitle': 'Επαναφορά κωδικού πρόσβασης',
  'b2b.password.forgotOrganization': 'Θα σας στείλουμε με email έναν σύνδεσμο για να συνδεθείτε απευθείας στον λογαριασμό σας ή να επαναφέρετε τον κωδικό πρόσβασής σας, αν έχετε.',
  'b2b.password.forgotDiscovery': 'Θα σας στείλουμε με email έναν σύνδεσμο επαλήθευσης για να δημιουργήσετε λογαριασμό ή να επαναφέρετε τον κωδικό πρόσβασής σας, αν έχετε.',
  'b2b.password.noPasswordTitle': 'Ορισμός κωδικού πρόσβασης μέσω email',
  'b2b.password.noPasswordBody': 'Δεν έχετε ακόμη κωδικό πρόσβασης. Θα σας στείλουμε με email έναν σύνδεσμο για να ορίσετε έναν.',
  'b2b.password.breachedTitle': 'Επιλέξτε νέο κωδικό πρόσβασης',
  'b2b.password.breachedBody': 'Θα σας στείλουμε με email έναν σύνδεσμο για να επιλέξετε νέο κωδικό πρόσβασης που δεν έχετε χρησιμοποιήσει αλλού.',
  'b2b.password.sendLink': 'Αποστολή συνδέσμου με email',
  'b2b.password.sentTitle': 'Ελέγξτε το email σας',
  'b2b.password.sentBody': 'Στάλθηκε σύνδεσμος επαναφοράς κωδικού πρόσβασης στο {email}.',
  'b2b.password.didntGetIt': 'Δεν το λάβατε;',
  'b2b.password.resend': 'Νέα αποστολή email',
  'b2b.password.resent': 'Το email στάλθηκε ξανά',
  'b2b.password.setNewTitle': 'Ορισμός νέου κωδικού πρόσβασης',
  'b2b.password.setNewBody': 'Επιλέξτε νέο κωδικό πρόσβασης για τον λογαριασμό σας.',
  'b2b.password.noToken': 'Αυτή η σελίδα άνοιξε χωρίς σύνδεσμο επαναφοράς κωδικού πρόσβασης. Ανοίξτε ξανά τον σύνδεσμο από το email σας.',
  'b2b.password.strengthScore': 'Ισχύς κωδικού πρόσβασης: {score} από 4.',
  'b2b.password.accepted': 'Ο κωδικός πρόσβασης έγινε αποδεκτός.',
  'b2b.password.notAccepted': 'Ο κωδικός πρόσβασης δεν έγινε αποδεκτός.',
  'b2b.password.requirementsLabel': 'Απαιτήσεις κωδικού πρόσβασης',
  'b2b.password.requirementMet': 'Ολοκληρώθηκε:',
  'b2b.password.requirementUnmet': 'Όχι ακόμη:',
  'b2b.password.minimumLength': { one: 'Πρέπει να έχει τουλάχιστον {count} χαρακτήρα', other: 'Πρέπει να έχει τουλάχιστον {count} χαρακτήρες' },
  'b2b.password.complexity': { one: 'Πρέπει να περιέχει {count} από τα εξής: κεφαλαίο γράμμα, πεζό γράμμα, αριθμό, σύμβολο', other: 'Πρέπει να περιέχει {count} από τα εξής: κεφαλαίο γράμμα, πεζό γράμμα, αριθμό, σύμβολο' },
  'b2b.password.breached': 'Αυτός ο κωδικός πρόσβασης μπορεί να έχει χρησιμοποιηθεί σε άλλον ιστότοπο που αντιμετώπισε πρόβλημα ασφάλειας. Επιλέξτε άλλον κωδικό πρόσβασης.',
};

export default texts;
