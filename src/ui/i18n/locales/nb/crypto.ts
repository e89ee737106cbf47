/** Norwegian Bokmål (nb): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Fortsett med {wallet}',
  'crypto.walletsLabel': 'Kryptolommebøker',
  'crypto.otherWalletsTitle': 'Andre kryptolommebøker',
  'crypto.installed': 'Installert',
  'crypto.connectTitle': 'Kobler til {wallet}-lommeboken din',
  'crypto.connectBody': 'Bekreft tilkoblingsforespørselen i lommeboken din.',
  'crypto.signTitle': 'Fullfør signeringsforespørselen',
  'crypto.signBody': 'Signer meldingen i {wallet}-lommeboken din for å logge inn.',
  'crypto.messageLabel': 'Meldingen du blir bedt om å signere',
  'crypto.setupTitle': 'Konfigurer en ny {wallet}-lommebok',
  'crypto.setupBody': 'Installer {wallet}-lommeboken i nettleseren din, og kom deretter tilbake for å fortsette.',
  'crypto.install': 'Hent {wallet}',
  'crypto.errorTitle': 'Beklager, det oppstod en feil!',
  'crypto.errorBody': 'Påloggingsforespørselen din kunne ikke fullføres. Bruk tilbakepilen for å gå tilbake til påloggingsskjermen, og prøv igjen!',
  'crypto.tryAgain': 'Prøv igjen',
  'crypto.goBack': 'Gå tilbake',
  'crypto.successTitle': 'Fullført!',
  'crypto.successBody': 'Du er nå logget inn med lommeboken din.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-lommebok',
  'crypto.wallet.GenericSolanaWallet': 'Solana-lommebok',
};

export default texts;
