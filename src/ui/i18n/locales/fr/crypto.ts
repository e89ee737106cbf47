/** French (fr): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continuer avec {wallet}',
  'crypto.walletsLabel': 'Portefeuilles crypto',
  'crypto.otherWalletsTitle': 'Autres portefeuilles crypto',
  'crypto.installed': 'Installé',
  'crypto.connectTitle': 'Connexion à votre portefeuille {wallet}',
  'crypto.connectBody': 'Confirmez la demande de connexion dans votre portefeuille.',
  'crypto.signTitle': 'Finalisez la demande de signature',
  'crypto.signBody': 'Signez le message dans votre portefeuille {wallet} pour vous connecter.',
  'crypto.messageLabel': 'Le message que vous devez signer',
  'crypto.setupTitle': 'Configurer un nouveau portefeuille {wallet}',
  'crypto.setupBody': 'Installez le portefeuille {wallet} dans votre navigateur, puis revenez ici pour continuer.',
  'crypto.install': 'Obtenir {wallet}',
  'crypto.errorTitle': 'Il semble qu’une erreur se soit produite !',
  'crypto.errorBody': 'Votre demande de connexion n’a pas pu aboutir. Utilisez la flèche de retour pour revenir à l’écran de connexion et réessayez !',
  'crypto.tryAgain': 'Réessayer',
  'crypto.goBack': 'Retour',
  'crypto.successTitle': 'C’est fait !',
  'crypto.successBody': 'La connexion avec votre portefeuille a réussi.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Portefeuille Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Portefeuille Solana',
};

export default texts;
