/** Korean (ko): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': '{wallet}(으)로 계속하기',
  'crypto.walletsLabel': '암호화폐 지갑',
  'crypto.otherWalletsTitle': '기타 암호화폐 지갑',
  'crypto.installed': '설치됨',
  'crypto.connectTitle': '{wallet} 지갑에 연결하는 중',
  'crypto.connectBody': '지갑에서 연결 요청을 승인하세요.',
  'crypto.signTitle': '서명 요청 완료',
  'crypto.signBody': '로그인하려면 {wallet} 지갑에서 메시지에 서명하세요.',
  'crypto.messageLabel': '서명을 요청받은 메시지',
  'crypto.setupTitle': '새 {wallet} 지갑 설정',
  'crypto.setupBody': '브라우저에 {wallet} 지갑을 설치한 후 이 페이지로 돌아와 계속하세요.',
  'crypto.install': '{wallet} 받기',
  'crypto.errorTitle': '오류가 발생했습니다!',
  'crypto.errorBody': '로그인 요청을 완료할 수 없습니다. 뒤로 화살표를 눌러 로그인 화면으로 돌아가서 다시 시도하세요!',
  'crypto.tryAgain': '다시 시도',
  'crypto.goBack': '돌아가기',
  'crypto.successTitle': '완료되었습니다!',
  'crypto.successBody': '지갑으로 로그인되었습니다.',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'Ethereum 지갑',
  'crypto.wallet.GenericSolanaWallet': 'Solana 지갑',
};

export default texts;
