/** Thai (th): the crypto wallet screens. docs/i18n.md */
import type { CRYPTO_MESSAGES } from '../../../flows/crypto/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof CRYPTO_MESSAGES> = {
  'crypto.continueWith': 'ดำเนินการต่อด้วย {wallet}',
  'crypto.walletsLabel': 'กระเป๋าเงินคริปโต',
  'crypto.otherWalletsTitle': 'กระเป๋าเงินคริปโตอื่นๆ',
  'crypto.installed': 'ติดตั้งแล้ว',
  'crypto.connectTitle': 'กำลังเชื่อมต่อกับกระเป๋าเงิน {wallet} ของคุณ',
  'crypto.connectBody': 'ยืนยันคำขอเชื่อมต่อในกระเป๋าเงินของคุณ',
  'crypto.signTitle': 'ดำเนินการตามคำขอลงนามให้เสร็จสิ้น',
  'crypto.signBody': 'ลงนามข้อความในกระเป๋าเงิน {wallet} ของคุณเพื่อเข้าสู่ระบบ',
  'crypto.messageLabel': 'ข้อความที่คุณได้รับคำขอให้ลงนาม',
  'crypto.setupTitle': 'ตั้งค่ากระเป๋าเงิน {wallet} ใหม่',
  'crypto.setupBody': 'ติดตั้งกระเป๋าเงิน {wallet} ในเบราว์เซอร์ของคุณ แล้วกลับมาที่นี่เพื่อดำเนินการต่อ',
  'crypto.install': 'รับ {wallet}',
  'crypto.errorTitle': 'ดูเหมือนว่าจะเกิดข้อผิดพลาด!',
  'crypto.errorBody': 'ไม่สามารถดำเนินการตามคำขอเข้าสู่ระบบของคุณได้ ใช้ลูกศรย้อนกลับเพื่อกลับไปที่หน้าจอเข้าสู่ระบบแล้วลองอีกครั้ง!',
  'crypto.tryAgain': 'ลองอีกครั้ง',
  'crypto.goBack': 'ย้อนกลับ',
  'crypto.successTitle': 'สำเร็จ!',
  'crypto.successBody': 'คุณเข้าสู่ระบบด้วยกระเป๋าเงินเรียบร้อยแล้ว',
  'crypto.wallet.Phantom': 'Phantom',
  'crypto.wallet.Vessel': 'Vessel',
  'crypto.wallet.Binance': 'Binance',
  'crypto.wallet.Coinbase': 'Coinbase',
  'crypto.wallet.Metamask': 'MetaMask',
  'crypto.wallet.GenericEthereumWallet': 'กระเป๋าเงิน Ethereum',
  'crypto.wallet.GenericSolanaWallet': 'กระเป๋าเงิน Solana',
};

export default texts;
