/** Indonesian (id): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Lanjutkan dengan {wallet}',
  'crypto.walletsLabel': 'Dompet kripto',
  'crypto.otherWalletsTitle': 'Dompet kripto lainnya',
  'crypto.installed': 'Terpasang',
  'crypto.connectTitle': 'Menghubungkan ke dompet {wallet} Anda',
  'crypto.connectBody': 'Konfirmasi permintaan koneksi di dompet Anda.',
  'crypto.signTitle': 'Selesaikan permintaan tanda tangan',
  'crypto.signBody': 'Tanda tangani pesan di dompet {wallet} Anda untuk masuk.',
  'crypto.messageLabel': 'Pesan yang perlu Anda tanda tangani',
  'crypto.setupTitle': 'Siapkan dompet {wallet} baru',
  'crypto.setupBody': 'Pasang dompet {wallet} di browser Anda, lalu kembali ke sini untuk melanjutkan.',
  'crypto.install': 'Dapatkan {wallet}',
  'crypto.errorTitle': 'Sepertinya terjadi kesalahan!',
  'crypto.errorBody': 'Permintaan masuk Anda tidak dapat diselesaikan. Gunakan panah kembali untuk kembali ke layar masuk, lalu coba lagi!',
  'crypto.tryAgain': 'Coba lagi',
  'crypto.goBack': 'Kembali',
  'crypto.successTitle': 'Berhasil!',
  'crypto.successBody': 'Anda berhasil masuk dengan dompet Anda.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Dompet Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Dompet Solana',
};

export default texts;
