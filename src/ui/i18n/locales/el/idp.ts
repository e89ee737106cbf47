/** Greek (el): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Σύνδεση στο {clientName} με {projectName}',
  'idp.titleCustomScopes': 'Το {clientName} ζητά πρόσβαση στον λογαριασμό σας {projectName}',
  'idp.permissionsStandard': 'Να επιτραπούν στο {clientName} τα εξής:',
  'idp.permissionsCustom': 'Το {clientName} ζητά τα εξής:',
  'idp.ungrantableNotice': 'Δεν έχετε δικαίωμα να παραχωρήσετε στο {clientName} πρόσβαση σε ορισμένα από τα ζητούμενα δικαιώματα.',
  'idp.ungrantableList': 'Δεν μπορείτε να εγκρίνετε τα εξής αιτήματα του {clientName}:',
  'idp.fallbackClientName': 'Η εφαρμογή',
  'idp.clientLogo': 'Λογότυπο {clientName}',
  'idp.allow': 'Αποδοχή',
  'idp.deny': 'Απόρριψη',
  'idp.loading': 'Φόρτωση…',
  'idp.missingParameter': 'Λείπει μια απαιτούμενη παράμετρος: {param}. Επικοινωνήστε με τον προγραμματιστή της εφαρμογής.',
  'idp.successTitle': 'Επιτυχία!',
  'idp.successBody': 'Συνδεθήκατε στο {clientName}. Μπορείτε να κλείσετε αυτή τη σελίδα.',
  'idp.redirecting': 'Επιστροφή στο {clientName}…',
  'idp.redirectNotRequested': 'Δεν ήταν δυνατή η ολοκλήρωση του αιτήματος: η διεύθυνση επιστροφής δεν ήταν αυτή που ζήτησε η εφαρμογή. Επικοινωνήστε με τον προγραμματιστή της εφαρμογής.',
  'idp.scope.openid': 'Επαλήθευση της ταυτότητάς σας',
  'idp.scope.openid.detail': 'Προβολή των πληροφοριών που είναι αποθηκευμένες στον λογαριασμό σας',
  'idp.scope.personalProfile': 'Προβολή των στοιχείων του προσωπικού σας προφίλ',
  'idp.scope.profile.detail': 'Το όνομά σας, η φωτογραφία προφίλ και η γλώσσα σας',
  'idp.scope.email.detail': 'Η διεύθυνση email σας',
  'idp.scope.phone.detail': 'Ο αριθμός τηλεφώνου σας',
  'idp.scope.offline_access': 'Διατήρηση πρόσβασης στα δεδομένα σας, ακόμη και όταν δεν χρησιμοποιείτε ενεργά την εφαρμογή',
  'idp.scope.full_access': 'Πλήρης πρόσβαση στον λογαριασμό σας',
  'idp.scope.custom': 'Χρήση του δικαιώματος {scope}',
  'idp.logoutTitle': 'Αποσύνδεση;',
  'idp.logoutBody': 'Είστε βέβαιοι ότι θέλετε να αποσυνδεθείτε από τον λογαριασμό σας {projectName};',
  'idp.yes': 'Ναι',
  'idp.no': 'Όχι',
  'idp.logoutDeniedTitle': 'Είστε ακόμη συνδεδεμένοι',
  'idp.logoutDenied': 'Δεν έχετε αποσυνδεθεί. Μπορείτε να κλείσετε αυτή τη σελίδα.',
};

export default texts;
