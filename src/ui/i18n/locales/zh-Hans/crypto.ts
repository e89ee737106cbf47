/** Simplified Chinese (zh-Hans): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '使用 {wallet} 继续',
  'crypto.walletsLabel': '加密钱包',
  'crypto.otherWalletsTitle': '其他加密钱包',
  'crypto.installed': '已安装',
  'crypto.connectTitle': '正在连接您的 {wallet} 钱包',
  'crypto.connectBody': '请在钱包中确认连接请求。',
  'crypto.signTitle': '完成签名请求',
  'crypto.signBody': '请在 {wallet} 钱包中签名消息以登录。',
  'crypto.messageLabel': '需要您签名的消息',
  'crypto.setupTitle': '设置新的 {wallet} 钱包',
  'crypto.setupBody': '请在浏览器中安装 {wallet} 钱包，然后返回此处继续。',
  'crypto.install': '获取 {wallet}',
  'crypto.errorTitle': '出错了！',
  'crypto.errorBody': '无法完成您的登录请求。请使用返回箭头回到登录界面，然后重试！',
  'crypto.tryAgain': '重试',
  'crypto.goBack': '返回',
  'crypto.successTitle': '成功！',
  'crypto.successBody': '您已成功使用钱包登录。',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum 钱包',
  'crypto.wallet.GenericSolanaWallet': 'Solana 钱包',
};

export default texts;
