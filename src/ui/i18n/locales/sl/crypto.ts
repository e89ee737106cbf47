/** Slovenian (sl): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Nadaljuj z denarnico {wallet}',
  'crypto.walletsLabel': 'Kriptodenarnice',
  'crypto.otherWalletsTitle': 'Druge kriptodenarnice',
  'crypto.installed': 'Nameščeno',
  'crypto.connectTitle': 'Povezovanje z denarnico {wallet}',
  'crypto.connectBody': 'Potrdite zahtevo za povezavo v denarnici.',
  'crypto.signTitle': 'Dokončajte zahtevo za podpis',
  'crypto.signBody': 'Za prijavo podpišite sporočilo v denarnici {wallet}.',
  'crypto.messageLabel': 'Sporočilo, ki ga morate podpisati',
  'crypto.setupTitle': 'Nastavite novo denarnico {wallet}',
  'crypto.setupBody': 'V brskalnik namestite denarnico {wallet}, nato se vrnite sem in nadaljujte.',
  'crypto.install': 'Prenesi {wallet}',
  'crypto.errorTitle': 'Videti je, da je prišlo do napake!',
  'crypto.errorBody': 'Vaše zahteve za prijavo ni bilo mogoče dokončati. S puščico nazaj se vrnite na zaslon za prijavo in poskusite znova!',
  'crypto.tryAgain': 'Poskusi znova',
  'crypto.goBack': 'Nazaj',
  'crypto.successTitle': 'Uspešno!',
  'crypto.successBody': 'Uspešno ste se prijavili z denarnico.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Denarnica Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Denarnica Solana',
};

export default texts;
