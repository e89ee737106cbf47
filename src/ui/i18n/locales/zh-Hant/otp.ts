/** Traditional Chinese (zh-Hant): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': '輸入驗證碼',
  'otp.sentTo': '6 位數驗證碼已傳送至 {destination}。',
  'otp.verifying': '正在驗證…',
  'otp.expiresIn': '驗證碼將在 {countdown} 後失效。',
  'otp.expired': '驗證碼已失效。',
  'otp.resend.prompt': '沒有收到嗎？',
  'otp.resend.initial': '重新傳送驗證碼',
  'otp.resend.sending': '正在傳送…',
  'otp.resend.sent': '已傳送驗證碼',
  'otp.resend.waiting': '重新傳送驗證碼',
  'otp.emailResent': '已重新寄送電子郵件',
  'otp.codeResent': '已重新傳送驗證碼',
  'otp.successTitle': '成功！',
  'otp.successBody': '驗證碼驗證成功。',
};

export default texts;
