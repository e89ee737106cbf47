/** Japanese (ja): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet} で続行',
  'crypto.walletsLabel': '暗号資産ウォレット',
  'crypto.otherWalletsTitle': 'その他の暗号資産ウォレット',
  'crypto.installed': 'インストール済み',
  'crypto.connectTitle': '{wallet} ウォレットに接続しています',
  'crypto.connectBody': 'ウォレットで接続リクエストを承認してください。',
  'crypto.signTitle': '署名リクエストを完了してください',
  'crypto.signBody': 'ログインするには、{wallet} ウォレットでメッセージに署名してください。',
  'crypto.messageLabel': '署名を求められているメッセージ',
  'crypto.setupTitle': '新しい {wallet} ウォレットを設定',
  'crypto.setupBody': 'ブラウザに {wallet} ウォレットをインストールしてから、こちらに戻って続行してください。',
  'crypto.install': '{wallet} を入手',
  'crypto.errorTitle': 'エラーが発生しました',
  'crypto.errorBody': 'ログインリクエストを完了できませんでした。戻る矢印でログイン画面に戻り、もう一度お試しください。',
  'crypto.tryAgain': '再試行',
  'crypto.goBack': '戻る',
  'crypto.successTitle': '完了しました！',
  'crypto.successBody': 'ウォレットでログインしました。',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum ウォレット',
  'crypto.wallet.GenericSolanaWallet': 'Solana ウォレット',
};

export default texts;
