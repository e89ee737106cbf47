/** Vietnamese (vi): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'Tiếp tục với {wallet}',
  'crypto.walletsLabel': 'Ví tiền mã hóa',
  'crypto.otherWalletsTitle': 'Ví tiền mã hóa khác',
  'crypto.installed': 'Đã cài đặt',
  'crypto.connectTitle': 'Đang kết nối với ví {wallet} của bạn',
  'crypto.connectBody': 'Xác nhận yêu cầu kết nối trong ví của bạn.',
  'crypto.signTitle': 'Hoàn tất yêu cầu ký',
  'crypto.signBody': 'Ký thông điệp trong ví {wallet} của bạn để đăng nhập.',
  'crypto.messageLabel': 'Thông điệp bạn được yêu cầu ký',
  'crypto.setupTitle': 'Thiết lập ví {wallet} mới',
  'crypto.setupBody': 'Cài đặt ví {wallet} trong trình duyệt, sau đó quay lại đây để tiếp tục.',
  'crypto.install': 'Tải {wallet}',
  'crypto.errorTitle': 'Có vẻ như đã xảy ra lỗi!',
  'crypto.errorBody': 'Không thể hoàn tất yêu cầu đăng nhập của bạn. Hãy dùng mũi tên quay lại để trở về màn hình đăng nhập và thử lại!',
  'crypto.tryAgain': 'Thử lại',
  'crypto.goBack': 'Quay lại',
  'crypto.successTitle': 'Thành công!',
  'crypto.successBody': 'Bạn đã đăng nhập thành công bằng ví.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ví Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'Ví Solana',
};

export default texts;
