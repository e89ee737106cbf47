/** Polish (pl): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Kontynuuj z {wallet}',
  'crypto.walletsLabel': 'Portfele kryptowalut',
  'crypto.otherWalletsTitle': 'Inne portfele kryptowalut',
  'crypto.installed': 'Zainstalowany',
  'crypto.connectTitle': 'Łączenie z portfelem {wallet}',
  'crypto.connectBody': 'Potwierdź prośbę o połączenie w portfelu.',
  'crypto.signTitle': 'Potwierdź prośbę o podpis',
  'crypto.signBody': 'Podpisz wiadomość w portfelu {wallet}, aby się zalogować.',
  'crypto.messageLabel': 'Wiadomość do podpisania',
  'crypto.setupTitle': 'Skonfiguruj nowy portfel {wallet}',
  'crypto.setupBody': 'Zainstaluj portfel {wallet} w przeglądarce, a potem wróć, aby kontynuować.',
  'crypto.install': 'Pobierz {wallet}',
  'crypto.errorTitle': 'Wygląda na to, że wystąpił błąd!',
  'crypto.errorBody': 'Nie udało się dokończyć logowania. Użyj strzałki wstecz, aby wrócić do ekranu logowania, i spróbuj ponownie!',
  'crypto.tryAgain': 'Spróbuj ponownie',
  'crypto.goBack': 'Wróć',
  'crypto.successTitle': 'Gotowe!',
  'crypto.successBody': 'Zalogowano się za pomocą portfela.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Portfel Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Portfel Solana',
};

export default texts;
