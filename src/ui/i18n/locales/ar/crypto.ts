/** Arabic (ar): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'المتابعة باستخدام {wallet}',
  'crypto.walletsLabel': 'محافظ العملات المشفّرة',
  'crypto.otherWalletsTitle': 'محافظ عملات مشفّرة أخرى',
  'crypto.installed': 'مثبّتة',
  'crypto.connectTitle': 'جارٍ الاتصال بمحفظة {wallet}',
  'crypto.connectBody': 'أكّد طلب الاتصال في محفظتك.',
  'crypto.signTitle': 'أكمل طلب التوقيع',
  'crypto.signBody': 'وقّع الرسالة في محفظة {wallet} لتسجيل الدخول.',
  'crypto.messageLabel': 'الرسالة المطلوب منك توقيعها',
  'crypto.setupTitle': 'إعداد محفظة {wallet} جديدة',
  'crypto.setupBody': 'ثبّت محفظة {wallet} في متصفحك، ثم عُد للمتابعة.',
  'crypto.install': 'الحصول على {wallet}',
  'crypto.errorTitle': 'يبدو أن خطأً قد حدث!',
  'crypto.errorBody': 'تعذّر إكمال طلب تسجيل الدخول. استخدم سهم الرجوع للعودة إلى شاشة تسجيل الدخول وحاول مرة أخرى!',
  'crypto.tryAgain': 'إعادة المحاولة',
  'crypto.goBack': 'رجوع',
  'crypto.successTitle': 'تم بنجاح!',
  'crypto.successBody': 'تم تسجيل دخولك بمحفظتك بنجاح.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'محفظة Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'محفظة Solana',
};

export default texts;
