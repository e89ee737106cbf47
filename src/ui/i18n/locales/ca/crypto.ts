/** Catalan (ca): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continua amb {wallet}',
  'crypto.walletsLabel': 'Moneders de criptomonedes',
  'crypto.otherWalletsTitle': 'Altres moneders de criptomonedes',
  'crypto.installed': 'Instal·lat',
  'crypto.connectTitle': 'S’està connectant amb el teu moneder {wallet}',
  'crypto.connectBody': 'Confirma la sol·licitud de connexió al teu moneder.',
  'crypto.signTitle': 'Completa la sol·licitud de signatura',
  'crypto.signBody': 'Signa el missatge al teu moneder {wallet} per iniciar la sessió.',
  'crypto.messageLabel': 'El missatge que has de signar',
  'crypto.setupTitle': 'Configura un moneder {wallet} nou',
  'crypto.setupBody': 'Instal·la el moneder {wallet} al navegador i torna aquí per continuar.',
  'crypto.install': 'Obtén {wallet}',
  'crypto.errorTitle': 'Sembla que s’ha produït un error!',
  'crypto.errorBody': 'No s’ha pogut completar la sol·licitud d’inici de sessió. Fes servir la fletxa enrere per tornar a la pantalla d’inici de sessió i torna-ho a provar!',
  'crypto.tryAgain': 'Torna-ho a provar',
  'crypto.goBack': 'Torna enrere',
  'crypto.successTitle': 'Fet!',
  'crypto.successBody': 'Has iniciat la sessió correctament amb el teu moneder.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Moneder Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Moneder Solana',
};

export default texts;
