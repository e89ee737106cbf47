/** Italian (it): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continua con {wallet}',
  'crypto.walletsLabel': 'Wallet crypto',
  'crypto.otherWalletsTitle': 'Altri wallet crypto',
  'crypto.installed': 'Installato',
  'crypto.connectTitle': 'Connessione al wallet {wallet}',
  'crypto.connectBody': 'Conferma la richiesta di connessione nel tuo wallet.',
  'crypto.signTitle': 'Completa la richiesta di firma',
  'crypto.signBody': 'Firma il messaggio nel wallet {wallet} per accedere.',
  'crypto.messageLabel': 'Il messaggio che ti viene chiesto di firmare',
  'crypto.setupTitle': 'Configura un nuovo wallet {wallet}',
  'crypto.setupBody': 'Installa il wallet {wallet} nel browser, poi torna qui per continuare.',
  'crypto.install': 'Scarica {wallet}',
  'crypto.errorTitle': 'Sembra che si sia verificato un errore.',
  'crypto.errorBody': 'Impossibile completare la richiesta di accesso. Usa la freccia indietro per tornare alla schermata di accesso e riprova.',
  'crypto.tryAgain': 'Riprova',
  'crypto.goBack': 'Torna indietro',
  'crypto.successTitle': 'Fatto!',
  'crypto.successBody': 'Hai eseguito l’accesso con il tuo wallet.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Wallet Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Wallet Solana',
};

export default texts;
