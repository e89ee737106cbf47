/** Hungarian (hu): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Folytatás ezzel: {wallet}',
  'crypto.walletsLabel': 'Kriptotárcák',
  'crypto.otherWalletsTitle': 'Egyéb kriptotárcák',
  'crypto.installed': 'Telepítve',
  'crypto.connectTitle': 'Csatlakozás a tárcához: {wallet}',
  'crypto.connectBody': 'Hagyja jóvá a csatlakozási kérelmet a tárcájában.',
  'crypto.signTitle': 'Aláírási kérelem teljesítése',
  'crypto.signBody': 'A bejelentkezéshez írja alá az üzenetet a tárcájában ({wallet}).',
  'crypto.messageLabel': 'Az aláírandó üzenet',
  'crypto.setupTitle': 'Új tárca beállítása: {wallet}',
  'crypto.setupBody': 'Telepítse a tárcát ({wallet}) a böngészőjébe, majd térjen vissza ide a folytatáshoz.',
  'crypto.install': '{wallet} beszerzése',
  'crypto.errorTitle': 'Úgy tűnik, hiba történt!',
  'crypto.errorBody': 'A bejelentkezési kérelmét nem sikerült teljesíteni. A vissza nyíllal térjen vissza a bejelentkezési képernyőre, és próbálja újra!',
  'crypto.tryAgain': 'Újrapróbálkozás',
  'crypto.goBack': 'Vissza',
  'crypto.successTitle': 'Sikerült!',
  'crypto.successBody': 'Sikeresen bejelentkezett a tárcájával.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-tárca',
  'crypto.wallet.GenericSolanaWallet': 'Solana-tárca',
};

export default texts;
