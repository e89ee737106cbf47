/** Urdu (ur): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet} کے ساتھ جاری رکھیں',
  'crypto.walletsLabel': 'کرپٹو والیٹس',
  'crypto.otherWalletsTitle': 'دیگر کرپٹو والیٹس',
  'crypto.installed': 'انسٹال شدہ',
  'crypto.connectTitle': 'آپ کے {wallet} والیٹ سے کنیکٹ ہو رہا ہے',
  'crypto.connectBody': 'اپنے والیٹ میں کنکشن کی درخواست کی تصدیق کریں۔',
  'crypto.signTitle': 'دستخط کی درخواست مکمل کریں',
  'crypto.signBody': 'سائن ان کرنے کے لیے اپنے {wallet} والیٹ میں پیغام پر دستخط کریں۔',
  'crypto.messageLabel': 'وہ پیغام جس پر آپ سے دستخط کرنے کو کہا گیا ہے',
  'crypto.setupTitle': 'نیا {wallet} والیٹ سیٹ اپ کریں',
  'crypto.setupBody': 'اپنے براؤزر میں {wallet} والیٹ انسٹال کریں، پھر جاری رکھنے کے لیے واپس آئیں۔',
  'crypto.install': '{wallet} حاصل کریں',
  'crypto.errorTitle': 'لگتا ہے کوئی خرابی پیش آ گئی!',
  'crypto.errorBody': 'آپ کی سائن ان کی درخواست مکمل نہیں ہو سکی۔ سائن ان اسکرین پر واپس جانے کے لیے واپسی کا تیر استعمال کریں اور دوبارہ کوشش کریں!',
  'crypto.tryAgain': 'دوبارہ کوشش کریں',
  'crypto.goBack': 'واپس جائیں',
  'crypto.successTitle': 'کامیاب!',
  'crypto.successBody': 'آپ اپنے والیٹ کے ساتھ کامیابی سے سائن ان ہو گئے ہیں۔',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum والیٹ',
  'crypto.wallet.GenericSolanaWallet': 'Solana والیٹ',
};

export default texts;
