/** Malay (ms): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Teruskan dengan {wallet}',
  'crypto.walletsLabel': 'Dompet kripto',
  'crypto.otherWalletsTitle': 'Dompet kripto lain',
  'crypto.installed': 'Dipasang',
  'crypto.connectTitle': 'Menyambung ke dompet {wallet} anda',
  'crypto.connectBody': 'Sahkan permintaan sambungan dalam dompet anda.',
  'crypto.signTitle': 'Lengkapkan permintaan tandatangan',
  'crypto.signBody': 'Tandatangani mesej dalam dompet {wallet} anda untuk log masuk.',
  'crypto.messageLabel': 'Mesej yang perlu anda tandatangani',
  'crypto.setupTitle': 'Sediakan dompet {wallet} baharu',
  'crypto.setupBody': 'Pasang dompet {wallet} dalam penyemak imbas anda, kemudian kembali ke sini untuk meneruskan.',
  'crypto.install': 'Dapatkan {wallet}',
  'crypto.errorTitle': 'Nampaknya ralat telah berlaku!',
  'crypto.errorBody': 'Permintaan log masuk anda tidak dapat diselesaikan. Gunakan anak panah kembali untuk kembali ke skrin log masuk dan cuba lagi!',
  'crypto.tryAgain': 'Cuba lagi',
  'crypto.goBack': 'Kembali',
  'crypto.successTitle': 'Berjaya!',
  'crypto.successBody': 'Anda berjaya log masuk dengan dompet anda.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Dompet Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Dompet Solana',
};

export default texts;
