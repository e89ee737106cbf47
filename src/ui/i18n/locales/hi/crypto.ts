/** Hindi (hi): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet} से जारी रखें',
  'crypto.walletsLabel': 'क्रिप्टो वॉलेट',
  'crypto.otherWalletsTitle': 'दूसरे क्रिप्टो वॉलेट',
  'crypto.installed': 'इंस्टॉल है',
  'crypto.connectTitle': 'आपके {wallet} वॉलेट से कनेक्ट किया जा रहा है',
  'crypto.connectBody': 'अपने वॉलेट में कनेक्शन के अनुरोध की पुष्टि करें।',
  'crypto.signTitle': 'हस्ताक्षर का अनुरोध पूरा करें',
  'crypto.signBody': 'साइन इन करने के लिए अपने {wallet} वॉलेट में मैसेज पर हस्ताक्षर करें।',
  'crypto.messageLabel': 'वह मैसेज जिस पर आपसे हस्ताक्षर करने को कहा गया है',
  'crypto.setupTitle': 'नया {wallet} वॉलेट सेट अप करें',
  'crypto.setupBody': 'अपने ब्राउज़र में {wallet} वॉलेट इंस्टॉल करें, फिर जारी रखने के लिए यहां वापस आएं।',
  'crypto.install': '{wallet} पाएं',
  'crypto.errorTitle': 'लगता है कोई गड़बड़ी हुई!',
  'crypto.errorBody': 'आपका साइन इन अनुरोध पूरा नहीं हो सका। पीछे वाले तीर से साइन इन स्क्रीन पर लौटें और फिर से कोशिश करें!',
  'crypto.tryAgain': 'फिर से कोशिश करें',
  'crypto.goBack': 'वापस जाएं',
  'crypto.successTitle': 'हो गया!',
  'crypto.successBody': 'आपने अपने वॉलेट से सफलतापूर्वक साइन इन कर लिया है।',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum वॉलेट',
  'crypto.wallet.GenericSolanaWallet': 'Solana वॉलेट',
};

export default texts;
