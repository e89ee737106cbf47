/** Persian (fa): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'ادامه با {wallet}',
  'crypto.walletsLabel': 'کیف پول‌های رمزارز',
  'crypto.otherWalletsTitle': 'کیف پول‌های رمزارز دیگر',
  'crypto.installed': 'نصب‌شده',
  'crypto.connectTitle': 'در حال اتصال به کیف پول {wallet} شما',
  'crypto.connectBody': 'درخواست اتصال را در کیف پول خود تأیید کنید.',
  'crypto.signTitle': 'درخواست امضا را کامل کنید',
  'crypto.signBody': 'برای ورود، پیام را در کیف پول {wallet} خود امضا کنید.',
  'crypto.messageLabel': 'پیامی که باید امضا کنید',
  'crypto.setupTitle': 'راه‌اندازی کیف پول {wallet} جدید',
  'crypto.setupBody': 'کیف پول {wallet} را در مرورگر خود نصب کنید، سپس برای ادامه برگردید.',
  'crypto.install': 'دریافت {wallet}',
  'crypto.errorTitle': 'به نظر می‌رسد خطایی رخ داده است!',
  'crypto.errorBody': 'درخواست ورود شما کامل نشد. با پیکان بازگشت به صفحهٔ ورود برگردید و دوباره تلاش کنید!',
  'crypto.tryAgain': 'تلاش دوباره',
  'crypto.goBack': 'بازگشت',
  'crypto.successTitle': 'انجام شد!',
  'crypto.successBody': 'با کیف پول خود با موفقیت وارد شدید.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'کیف پول Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'کیف پول Solana',
};

export default texts;
