/** Dutch (nl): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Doorgaan met {wallet}',
  'crypto.walletsLabel': 'Cryptowallets',
  'crypto.otherWalletsTitle': 'Andere cryptowallets',
  'crypto.installed': 'Geïnstalleerd',
  'crypto.connectTitle': 'Verbinding maken met je {wallet}-wallet',
  'crypto.connectBody': 'Bevestig het verbindingsverzoek in je wallet.',
  'crypto.signTitle': 'Ondertekeningsverzoek voltooien',
  'crypto.signBody': 'Onderteken het bericht in je {wallet}-wallet om in te loggen.',
  'crypto.messageLabel': 'Het bericht dat je moet ondertekenen',
  'crypto.setupTitle': 'Nieuwe {wallet}-wallet instellen',
  'crypto.setupBody': 'Installeer de {wallet}-wallet in je browser en kom daarna terug om door te gaan.',
  'crypto.install': '{wallet} installeren',
  'crypto.errorTitle': 'Er is iets misgegaan!',
  'crypto.errorBody': 'Je inlogverzoek kan niet worden voltooid. Ga met de pijl terug naar het inlogscherm en probeer het opnieuw!',
  'crypto.tryAgain': 'Opnieuw proberen',
  'crypto.goBack': 'Terug',
  'crypto.successTitle': 'Gelukt!',
  'crypto.successBody': 'Je bent ingelogd met je wallet.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum-wallet',
  'crypto.wallet.GenericSolanaWallet': 'Solana-wallet',
};

export default texts;
