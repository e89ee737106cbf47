/** German (de): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Weiter mit {wallet}',
  'crypto.walletsLabel': 'Krypto-Wallets',
  'crypto.otherWalletsTitle': 'Andere Krypto-Wallets',
  'crypto.installed': 'Installiert',
  'crypto.connectTitle': 'Verbindung mit Ihrer {wallet}-Wallet wird hergestellt',
  'crypto.connectBody': 'Bestätigen Sie die Verbindungsanfrage in Ihrer Wallet.',
  'crypto.signTitle': 'Signaturanfrage abschließen',
  'crypto.signBody': 'Signieren Sie die Nachricht in Ihrer {wallet}-Wallet, um sich anzumelden.',
  'crypto.messageLabel': 'Die Nachricht, die Sie signieren sollen',
  'crypto.setupTitle': 'Neue {wallet}-Wallet einrichten',
  'crypto.setupBody': 'Installieren Sie die {wallet}-Wallet in Ihrem Browser und kehren Sie dann hierher zurück, um fortzufahren.',
  'crypto.install': '{wallet} installieren',
  'crypto.errorTitle': 'Leider ist ein Fehler aufgetreten!',
  'crypto.errorBody': 'Ihre Anmeldung konnte nicht abgeschlossen werden. Kehren Sie mit dem Zurück-Pfeil zum Anmeldebildschirm zurück und versuchen Sie es erneut.',
  'crypto.tryAgain': 'Erneut versuchen',
  'crypto.goBack': 'Zurück',
  'crypto.successTitle': 'Geschafft!',
  'crypto.successBody': 'Sie haben sich erfolgreich mit Ihrer Wallet angemeldet.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-Wallet',
  'crypto.wallet.GenericSolanaWallet': 'Solana-Wallet',
};

export default texts;
