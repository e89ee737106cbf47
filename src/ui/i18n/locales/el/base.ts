/** Greek (el): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'Συνέχεια',
  'common.back': 'Πίσω',
  'common.tryAgain': 'Δοκιμάστε ξανά',
  'common.close': 'Κλείσιμο',
  'common.poweredBy': 'Με τεχνολογία',
  'common.logo': 'Λογότυπο',
  'common.providerName': 'Stytch',
  'field.email': 'Διεύθυνση email',
  'field.phoneNumber': 'Αριθμός τηλεφώνου',
  'field.country': 'Χώρα',
  'field.passcode': 'Εισαγάγετε τον κωδικό μίας χρήσης',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'Η μορφή του email δεν είναι έγκυρη.',
  'validation.invalidEmailAddress': 'Μη έγκυρη διεύθυνση email.',
  'validation.phoneFormatInvalid': 'Η μορφή του αριθμού τηλεφώνου δεν είναι έγκυρη. Βεβαιωθείτε ότι ο αριθμός είναι σε μορφή E.164.',
  'main.header': 'Εγγραφή ή σύνδεση',
  'main.divider': 'ή',
  'main.tabsLabel': 'Μέθοδος σύνδεσης',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tab.password': 'Email',
  'main.error.passkeysAlone': 'Σφάλμα: Τα κλειδιά πρόσβασης δεν μπορούν να χρησιμοποιηθούν μόνα τους. Προσθέστε ένα ακόμη προϊόν στη διαμόρφωση (config).',
  'main.error.emlAndEmailOtp': 'Σφάλμα: Δεν μπορούν να χρησιμοποιηθούν ταυτόχρονα ο μαγικός σύνδεσμος email (EML) και ο κωδικός μίας χρήσης μέσω email (Email OTP)',
  'main.passkeyButton': 'Σύνδεση με κλειδί πρόσβασης',
  'main.otherCryptoWallets': 'Συνέχεια με άλλο πορτοφόλι κρυπτονομισμάτων',
  'main.sendLink': 'Συνέχεια',
  'main.sendCode': 'Συνέχεια',
};

export default texts;
