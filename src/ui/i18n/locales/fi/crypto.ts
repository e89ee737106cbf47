/** Finnish (fi): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Jatka: {wallet}',
  'crypto.walletsLabel': 'Kryptolompakot',
  'crypto.otherWalletsTitle': 'Muut kryptolompakot',
  'crypto.installed': 'Asennettu',
  'crypto.connectTitle': 'Yhdistetään {wallet}-lompakkoosi',
  'crypto.connectBody': 'Vahvista yhteyspyyntö lompakossasi.',
  'crypto.signTitle': 'Viimeistele allekirjoituspyyntö',
  'crypto.signBody': 'Kirjaudu sisään allekirjoittamalla viesti {wallet}-lompakossasi.',
  'crypto.messageLabel': 'Viesti, jonka allekirjoittamista sinulta pyydetään',
  'crypto.setupTitle': 'Ota käyttöön uusi {wallet}-lompakko',
  'crypto.setupBody': 'Asenna {wallet}-lompakko selaimeesi ja palaa sitten tänne jatkamaan.',
  'crypto.install': 'Hanki {wallet}',
  'crypto.errorTitle': 'Valitettavasti tapahtui virhe!',
  'crypto.errorBody': 'Kirjautumispyyntöäsi ei voitu viedä loppuun. Palaa kirjautumisnäkymään takaisin-nuolella ja yritä uudelleen!',
  'crypto.tryAgain': 'Yritä uudelleen',
  'crypto.goBack': 'Palaa takaisin',
  'crypto.successTitle': 'Onnistui!',
  'crypto.successBody': 'Olet kirjautunut sisään lompakollasi.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-lompakko',
  'crypto.wallet.GenericSolanaWallet': 'Solana-lompakko',
};

export default texts;
