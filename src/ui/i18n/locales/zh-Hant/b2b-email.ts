/** Traditional Chinese (zh-Hant): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': '選擇繼續的方式',
  'b2b.email.method.link': '以電子郵件傳送登入連結',
  'b2b.email.method.code': '以電子郵件傳送驗證碼',
  'b2b.email.otp.title': '輸入驗證碼',
  'b2b.email.otp.sentTo': '6 位數驗證碼已傳送至 {email}。',
  'b2b.email.otp.label': '輸入驗證碼',
  'b2b.email.otp.verifying': '正在驗證…',
  'b2b.email.otp.resendPrompt': '沒有收到嗎？',
  'b2b.email.otp.resend': '重新傳送驗證碼',
  'b2b.email.otp.resent': '已重新傳送驗證碼',
  'b2b.email.otp.expiresIn': '驗證碼將在 {countdown} 後失效。',
  'b2b.email.otp.expired': '驗證碼已失效。',
  'b2b.email.sent.title': '請查看電子郵件',
  'b2b.email.sent.sentTo': '已將電子郵件寄至 {email}。',
  'b2b.email.sent.resendPrompt': '沒有收到嗎？',
  'b2b.email.sent.resend': '重新寄送電子郵件',
  'b2b.email.sent.resent': '已重新寄送電子郵件',
  'b2b.email.tryAgain': '改用其他電子郵件地址',
};

export default texts;
