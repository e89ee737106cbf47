/** Traditional Chinese (zh-Hant): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const zhHant: EmulatorTexts = {
  'duration.minutes': { other: '{count} 分鐘' },
  'duration.seconds': { other: '{count} 秒' },
  'otp.subject': '您的驗證碼',
  'otp.body': '您的 {projectName} 驗證碼為 {code}，將在 {duration}後失效。',
  'magicLink.login.subject': '您的登入連結',
  'magicLink.signup.subject': '請驗證您的電子郵件以完成註冊',
  'magicLink.login.intro': '請點選下方連結登入 {projectName}：',
  'magicLink.signup.intro': '請點選下方連結完成 {projectName} 的註冊：',
  'magicLink.expiry': '此連結將在 {duration}後失效。如果您並未提出此要求，請忽略這封電子郵件。',
  'passwordReset.subject': '重設您的密碼',
  'passwordReset.intro': '有人要求重設您 {projectName} 帳號的密碼。如要設定新密碼，請開啟：',
  'passwordReset.loginInstead': '或者，不變更密碼直接登入：',
  'passwordReset.expiry': '這些連結將在 {duration}後失效。如果您並未提出此要求，請忽略這封電子郵件。',
  'b2b.passwordReset.organization.subject': '重設您的 {organizationName} 密碼',
  'b2b.passwordReset.organization.intro': '有人要求重設您在 {organizationName} 的密碼。如要設定新密碼，請開啟：',
  'b2b.passwordReset.project.subject': '重設您的 {projectName} 密碼',
  'b2b.passwordReset.project.intro': '有人要求重設您的 {projectName} 密碼。如要設定新密碼，請開啟：',
  'b2b.passwordReset.expiry': '此連結將在 {duration}後失效。如果您並未提出此要求，請忽略這封電子郵件。',
  'b2b.otp.subject': '您的 {projectName} 驗證碼',
  'b2b.otp.body': '您的登入驗證碼為 {code}，將在 {duration}後失效。',
  'b2b.otp.organizationBody': '您登入 {organizationName} 的驗證碼為 {code}，將在 {duration}後失效。',
  'b2b.magicLink.subject': '您的 {projectName} 登入連結',
  'b2b.magicLink.body': '登入 {name}：{link}',
  'b2b.magicLink.expiry': '此連結將在 {duration}後失效。',
};

export default zhHant;
