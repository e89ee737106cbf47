/** Greek (el): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Συνέχεια με {wallet}',
  'crypto.walletsLabel': 'Πορτοφόλια κρυπτονομισμάτων',
  'crypto.otherWalletsTitle': 'Άλλα πορτοφόλια κρυπτονομισμάτων',
  'crypto.installed': 'Εγκατεστημένο',
  'crypto.connectTitle': 'Σύνδεση με το πορτοφόλι {wallet}',
  'crypto.connectBody': 'Επιβεβαιώστε το αίτημα σύνδεσης στο πορτοφόλι σας.',
  'crypto.signTitle': 'Ολοκληρώστε το αίτημα υπογραφής',
  'crypto.signBody': 'Υπογράψτε το μήνυμα στο πορτοφόλι {wallet} για να συνδεθείτε.',
  'crypto.messageLabel': 'Το μήνυμα που σας ζητείται να υπογράψετε',
  'crypto.setupTitle': 'Ρύθμιση νέου πορτοφολιού {wallet}',
  'crypto.setupBody': 'Εγκαταστήστε το πορτοφόλι {wallet} στο πρόγραμμα περιήγησης και, στη συνέχεια, επιστρέψτε για να συνεχίσετε.',
  'crypto.install': 'Λήψη {wallet}',
  'crypto.errorTitle': 'Φαίνεται ότι παρουσιάστηκε σφάλμα!',
  'crypto.errorBody': 'Δεν ήταν δυνατή η ολοκλήρωση του αιτήματος σύνδεσης. Χρησιμοποιήστε το βέλος επιστροφής για να επιστρέψετε στην οθόνη σύνδεσης και δοκιμάστε ξανά!',
  'crypto.tryAgain': 'Δοκιμάστε ξανά',
  'crypto.goBack': 'Επιστροφή',
  'crypto.successTitle': 'Επιτυχία!',
  'crypto.successBody': 'Συνδεθήκατε με επιτυχία με το πορτοφόλι σας.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Πορτοφόλι Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Πορτοφόλι Solana',
};

export default texts;
