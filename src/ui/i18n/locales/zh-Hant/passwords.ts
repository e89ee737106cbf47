/** Traditional Chinese (zh-Hant): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': '密碼',
  'password.newPassword': '新密碼',
  'password.showPassword': '顯示密碼',
  'password.createTitle': '建立帳號',
  'password.createBody': '為 {email} 設定密碼。',
  'password.loginTitle': '登入',
  'password.loginBody': '輸入 {email} 的密碼。',
  'password.forgot': '忘記密碼？',
  'password.createInstead': '改為建立密碼',
  'password.emailLinkInstead': '以電子郵件傳送登入連結',
  'password.emailCodeInstead': '以電子郵件傳送驗證碼',
  'password.strengthLabel': '密碼強度',
  'password.strength.veryWeak': '非常弱',
  'password.strength.weak': '弱',
  'password.strength.strong': '強',
  'password.strength.veryStrong': '非常強',
  'password.requirementsLabel': '密碼規定',
  'password.requirementMet': '已符合：',
  'password.requirementUnmet': '尚未符合：',
  'password.luds.length': { other: '長度至少須為 {count} 個字元' },
  'password.luds.complexity': { other: '須包含下列至少 {count} 種字元：大寫字母、小寫字母、數字、符號' },
  'password.luds.breached': '此密碼可能曾在發生過安全問題的其他網站上使用。請選擇其他密碼。',
  'password.forgotTitle': '請查看電子郵件，取得登入協助！',
  'password.forgotBody': '我們已將含有密碼重設連結的電子郵件寄至 {email}。請點選連結設定新密碼。',
  'password.setNewTitle': '請查看電子郵件！',
  'password.setNewBody': '我們已將電子郵件寄至 {email}。請點選郵件中的連結，為您的帳號設定密碼。',
  'password.dedupeTitle': '請查看電子郵件以設定新密碼',
  'password.dedupeBody': '我們要確保您的帳號安全，並確認登入的確實是您本人！我們已將電子郵件寄至 {email}。請點選郵件中的連結設定新密碼。',
  'password.breachedTitle': '請查看電子郵件以重設密碼',
  'password.breachedBody': '為了保護您的帳號安全，我們已將電子郵件寄至 {email}。請點選郵件中的連結，設定一組未在其他地方使用過的新密碼。',
  'password.didntGetIt': '沒有收到嗎？',
  'password.resend': '重新寄送電子郵件',
  'password.emailResent': '已重新寄送電子郵件',
  'password.loggingIn': '正在登入…',
  'password.resetTitle': '重設密碼',
  'password.resetBody': '為您的帳號設定新密碼。',
  'password.requestNewBody': '輸入您的電子郵件地址，我們會寄送新的連結給您。',
  'password.sendNewEmail': '寄送新的電子郵件',
  'password.confirmationTitle': '成功！',
  'password.confirmationBody': '您已成功登入。',
};

export default texts;
