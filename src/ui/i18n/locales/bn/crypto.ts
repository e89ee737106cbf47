/** Bangla (bn): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet} দিয়ে চালিয়ে যান',
  'crypto.walletsLabel': 'ক্রিপ্টো ওয়ালেট',
  'crypto.otherWalletsTitle': 'অন্যান্য ক্রিপ্টো ওয়ালেট',
  'crypto.installed': 'ইনস্টল করা আছে',
  'crypto.connectTitle': 'আপনার {wallet} ওয়ালেটের সাথে কানেক্ট করা হচ্ছে',
  'crypto.connectBody': 'আপনার ওয়ালেটে কানেকশনের অনুরোধটি নিশ্চিত করুন।',
  'crypto.signTitle': 'স্বাক্ষরের অনুরোধটি সম্পূর্ণ করুন',
  'crypto.signBody': 'সাইন-ইন করতে আপনার {wallet} ওয়ালেটে মেসেজটিতে স্বাক্ষর করুন।',
  'crypto.messageLabel': 'যে মেসেজে আপনাকে স্বাক্ষর করতে বলা হচ্ছে',
  'crypto.setupTitle': 'নতুন {wallet} ওয়ালেট সেট আপ করুন',
  'crypto.setupBody': 'আপনার ব্রাউজারে {wallet} ওয়ালেট ইনস্টল করুন, তারপর চালিয়ে যেতে এখানে ফিরে আসুন।',
  'crypto.install': '{wallet} ইনস্টল করুন',
  'crypto.errorTitle': 'মনে হচ্ছে কোনো সমস্যা হয়েছে!',
  'crypto.errorBody': 'আপনার সাইন-ইন অনুরোধটি সম্পূর্ণ করা যায়নি। পেছনের তীর চিহ্ন দিয়ে সাইন-ইন স্ক্রিনে ফিরে গিয়ে আবার চেষ্টা করুন!',
  'crypto.tryAgain': 'আবার চেষ্টা করুন',
  'crypto.goBack': 'ফিরে যান',
  'crypto.successTitle': 'সফল হয়েছে!',
  'crypto.successBody': 'আপনি আপনার ওয়ালেট দিয়ে সফলভাবে সাইন-ইন করেছেন।',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum ওয়ালেট',
  'crypto.wallet.GenericSolanaWallet': 'Solana ওয়ালেট',
};

export default texts;
