/** Croatian (hr): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Nastavi s novčanikom {wallet}',
  'crypto.walletsLabel': 'Kriptonovčanici',
  'crypto.otherWalletsTitle': 'Ostali kriptonovčanici',
  'crypto.installed': 'Instalirano',
  'crypto.connectTitle': 'Povezivanje s novčanikom {wallet}',
  'crypto.connectBody': 'Potvrdite zahtjev za povezivanje u novčaniku.',
  'crypto.signTitle': 'Dovršite zahtjev za potpis',
  'crypto.signBody': 'Za prijavu potpišite poruku u novčaniku {wallet}.',
  'crypto.messageLabel': 'Poruka koju trebate potpisati',
  'crypto.setupTitle': 'Postavite novi novčanik {wallet}',
  'crypto.setupBody': 'Instalirajte novčanik {wallet} u preglednik, a zatim se vratite ovamo i nastavite.',
  'crypto.install': 'Preuzmi {wallet}',
  'crypto.errorTitle': 'Čini se da je došlo do pogreške!',
  'crypto.errorBody': 'Vaš zahtjev za prijavu nije moguće dovršiti. Strelicom natrag vratite se na zaslon za prijavu i pokušajte ponovno!',
  'crypto.tryAgain': 'Pokušaj ponovno',
  'crypto.goBack': 'Natrag',
  'crypto.successTitle': 'Uspjeh!',
  'crypto.successBody': 'Uspješno ste se prijavili novčanikom.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Novčanik Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Novčanik Solana',
};

export default texts;
