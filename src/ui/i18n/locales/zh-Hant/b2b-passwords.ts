/** Traditional Chinese (zh-Hant): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': '密碼',
  'b2b.password.newField': '新密碼',
  'b2b.password.show': '顯示密碼',
  'b2b.password.required': '請輸入密碼。',
  'b2b.password.loginTitle': '使用電子郵件和密碼登入',
  'b2b.password.loginOrganization': '登入 {organization}',
  'b2b.password.forgot': '忘記密碼？',
  'b2b.password.forgotTitle': '重設密碼',
  'b2b.password.forgotOrganization': '我們會寄送登入連結給您，您可以用它直接登入帳號；如果您已設定密碼，也可以用它重設密碼。',
  'b2b.password.forgotDiscovery': '我們會寄送驗證連結給您，您可以用它註冊帳號；如果您已設定密碼，也可以用它重設密碼。',
  'b2b.password.noPasswordTitle': '透過電子郵件設定密碼',
  'b2b.password.noPasswordBody': '您尚未設定密碼。我們會寄送設定密碼的連結給您。',
  'b2b.password.breachedTitle': '設定新密碼',
  'b2b.password.breachedBody': '我們會寄送連結給您，讓您設定一組未在其他地方使用過的新密碼。',
  'b2b.password.sendLink': '以電子郵件傳送連結',
  'b2b.password.sentTitle': '請查看電子郵件',
  'b2b.password.sentBody': '密碼重設連結已寄至 {email}。',
  'b2b.password.didntGetIt': '沒有收到嗎？',
  'b2b.password.resend': '重新寄送電子郵件',
  'b2b.password.resent': '已重新寄送電子郵件',
  'b2b.password.setNewTitle': '設定新密碼',
  'b2b.password.setNewBody': '為您的帳號設定新密碼。',
  'b2b.password.noToken': '此頁面並非透過密碼重設連結開啟。請再次開啟電子郵件中的連結。',
  'b2b.password.strengthScore': '密碼強度：{score}/4。',
  'b2b.password.accepted': '密碼符合規定。',
  'b2b.password.notAccepted': '密碼不符合規定。',
  'b2b.password.requirementsLabel': '密碼規定',
  'b2b.password.requirementMet': '已符合：',
  'b2b.password.requirementUnmet': '尚未符合：',
  'b2b.password.minimumLength': { other: '長度至少須為 {count} 個字元' },
  'b2b.password.complexity': { other: '須包含下列至少 {count} 種字元：大寫字母、小寫字母、數字、符號' },
  'b2b.password.breached': '此密碼可能曾在發生過安全問題的其他網站上使用。請選擇其他密碼。',
};

export default texts;
