/** Turkish (tr): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet} ile devam et',
  'crypto.walletsLabel': 'Kripto cüzdanlar',
  'crypto.otherWalletsTitle': 'Diğer kripto cüzdanlar',
  'crypto.installed': 'Yüklü',
  'crypto.connectTitle': '{wallet} cüzdanınıza bağlanılıyor',
  'crypto.connectBody': 'Cüzdanınızdaki bağlantı isteğini onaylayın.',
  'crypto.signTitle': 'İmza isteğini tamamlayın',
  'crypto.signBody': 'Giriş yapmak için {wallet} cüzdanınızda mesajı imzalayın.',
  'crypto.messageLabel': 'İmzalamanız istenen mesaj',
  'crypto.setupTitle': 'Yeni bir {wallet} cüzdanı kurun',
  'crypto.setupBody': '{wallet} cüzdanını tarayıcınıza yükleyin, ardından devam etmek için geri dönün.',
  'crypto.install': '{wallet} yükle',
  'crypto.errorTitle': 'Görünüşe göre bir hata oluştu!',
  'crypto.errorBody': 'Giriş isteğiniz tamamlanamadı. Giriş ekranına dönmek için geri okunu kullanın ve tekrar deneyin!',
  'crypto.tryAgain': 'Tekrar dene',
  'crypto.goBack': 'Geri dön',
  'crypto.successTitle': 'Başarılı!',
  'crypto.successBody': 'Cüzdanınızla başarıyla giriş yaptınız.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum cüzdanı',
  'crypto.wallet.GenericSolanaWallet': 'Solana cüzdanı',
};

export default texts;
