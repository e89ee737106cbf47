/** Czech (cs): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Pokračovat přes {wallet}',
  'crypto.walletsLabel': 'Kryptopeněženky',
  'crypto.otherWalletsTitle': 'Jiné kryptopeněženky',
  'crypto.installed': 'Nainstalováno',
  'crypto.connectTitle': 'Připojování k peněžence {wallet}',
  'crypto.connectBody': 'Potvrďte žádost o připojení v peněžence.',
  'crypto.signTitle': 'Potvrďte žádost o podpis',
  'crypto.signBody': 'Pro přihlášení podepište zprávu v peněžence {wallet}.',
  'crypto.messageLabel': 'Zpráva, kterou máte podepsat',
  'crypto.setupTitle': 'Nastavte si novou peněženku {wallet}',
  'crypto.setupBody': 'Nainstalujte si do prohlížeče peněženku {wallet} a pak se sem vraťte a pokračujte.',
  'crypto.install': 'Získat {wallet}',
  'crypto.errorTitle': 'Vypadá to, že došlo k chybě!',
  'crypto.errorBody': 'Přihlášení se nepodařilo dokončit. Šipkou zpět se vraťte na přihlašovací obrazovku a zkuste to znovu!',
  'crypto.tryAgain': 'Zkusit znovu',
  'crypto.goBack': 'Zpět',
  'crypto.successTitle': 'Hotovo!',
  'crypto.successBody': 'Úspěšně jste se přihlásili pomocí peněženky.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Peněženka Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Peněženka Solana',
};

export default texts;
