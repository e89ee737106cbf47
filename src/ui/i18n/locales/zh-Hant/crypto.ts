/** Traditional Chinese (zh-Hant): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '使用 {wallet} 繼續',
  'crypto.walletsLabel': '加密錢包',
  'crypto.otherWalletsTitle': '其他加密錢包',
  'crypto.installed': '已安裝',
  'crypto.connectTitle': '正在連線至您的 {wallet} 錢包',
  'crypto.connectBody': '請在錢包中確認連線要求。',
  'crypto.signTitle': '完成簽署要求',
  'crypto.signBody': '請在 {wallet} 錢包中簽署訊息以登入。',
  'crypto.messageLabel': '要求您簽署的訊息',
  'crypto.setupTitle': '設定新的 {wallet} 錢包',
  'crypto.setupBody': '請在瀏覽器中安裝 {wallet} 錢包，然後返回這裡繼續。',
  'crypto.install': '取得 {wallet}',
  'crypto.errorTitle': '發生錯誤！',
  'crypto.errorBody': '無法完成您的登入要求。請使用返回箭頭回到登入畫面，然後再試一次！',
  'crypto.tryAgain': '重試',
  'crypto.goBack': '返回',
  'crypto.successTitle': '成功！',
  'crypto.successBody': '您已成功使用錢包登入。',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum 錢包',
  'crypto.wallet.GenericSolanaWallet': 'Solana 錢包',
};

export default texts;
