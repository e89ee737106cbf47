/** Spanish (es): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Continuar con {wallet}',
  'crypto.walletsLabel': 'Monederos de criptomonedas',
  'crypto.otherWalletsTitle': 'Otros monederos de criptomonedas',
  'crypto.installed': 'Instalado',
  'crypto.connectTitle': 'Conectando con tu monedero {wallet}',
  'crypto.connectBody': 'Confirma la solicitud de conexión en tu monedero.',
  'crypto.signTitle': 'Completa la solicitud de firma',
  'crypto.signBody': 'Firma el mensaje en tu monedero {wallet} para iniciar sesión.',
  'crypto.messageLabel': 'El mensaje que debes firmar',
  'crypto.setupTitle': 'Configura un nuevo monedero {wallet}',
  'crypto.setupBody': 'Instala el monedero {wallet} en tu navegador y vuelve para continuar.',
  'crypto.install': 'Obtener {wallet}',
  'crypto.errorTitle': '¡Parece que se ha producido un error!',
  'crypto.errorBody': 'No se ha podido completar tu solicitud de inicio de sesión. ¡Usa la flecha para volver a la pantalla de inicio de sesión e inténtalo de nuevo!',
  'crypto.tryAgain': 'Reintentar',
  'crypto.goBack': 'Volver',
  'crypto.successTitle': '¡Listo!',
  'crypto.successBody': 'Has iniciado sesión correctamente con tu monedero.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Monedero Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Monedero Solana',
};

export default texts;
