/** Slovak (sk): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Pokračovať cez {wallet}',
  'crypto.walletsLabel': 'Kryptopeňaženky',
  'crypto.otherWalletsTitle': 'Iné kryptopeňaženky',
  'crypto.installed': 'Nainštalované',
  'crypto.connectTitle': 'Pripája sa k peňaženke {wallet}',
  'crypto.connectBody': 'Potvrďte žiadosť o pripojenie v peňaženke.',
  'crypto.signTitle': 'Dokončite žiadosť o podpis',
  'crypto.signBody': 'Ak sa chcete prihlásiť, podpíšte správu v peňaženke {wallet}.',
  'crypto.messageLabel': 'Správa, ktorú máte podpísať',
  'crypto.setupTitle': 'Nastavte si novú peňaženku {wallet}',
  'crypto.setupBody': 'Nainštalujte si peňaženku {wallet} do prehliadača a potom sa sem vráťte a pokračujte.',
  'crypto.install': 'Získať {wallet}',
  'crypto.errorTitle': 'Zdá sa, že sa vyskytla chyba!',
  'crypto.errorBody': 'Žiadosť o prihlásenie sa nepodarilo dokončiť. Šípkou späť sa vráťte na prihlasovaciu obrazovku a skúste to znova!',
  'crypto.tryAgain': 'Skúsiť znova',
  'crypto.goBack': 'Vrátiť sa',
  'crypto.successTitle': 'Hotovo!',
  'crypto.successBody': 'Úspešne ste sa prihlásili pomocou peňaženky.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Peňaženka Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Peňaženka Solana',
};

export default texts;
