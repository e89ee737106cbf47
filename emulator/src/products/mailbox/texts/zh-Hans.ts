/** Simplified Chinese (zh-Hans): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const zhHans: EmulatorTexts = {
  'duration.minutes': { other: '{count} 分钟' },
  'duration.seconds': { other: '{count} 秒' },
  'otp.subject': '您的验证码',
  'otp.body': '您的 {projectName} 验证码为 {code}，将在 {duration}后过期。',
  'magicLink.login.subject': '您的登录链接',
  'magicLink.signup.subject': '请验证您的邮箱以完成注册',
  'magicLink.login.intro': '点击以下链接登录 {projectName}：',
  'magicLink.signup.intro': '点击以下链接完成 {projectName} 的注册：',
  'magicLink.expiry': '此链接将在 {duration}后过期。如果这不是您本人的请求，请忽略此邮件。',
  'passwordReset.subject': '重置您的密码',
  'passwordReset.intro': '有人请求重置您的 {projectName} 账号密码。如需设置新密码，请打开：',
  'passwordReset.loginInstead': '或者，不更改密码直接登录：',
  'passwordReset.expiry': '这些链接将在 {duration}后过期。如果这不是您本人的请求，请忽略此邮件。',
  'b2b.passwordReset.organization.subject': '重置您的 {organizationName} 密码',
  'b2b.passwordReset.organization.intro': '有人请求重置您在 {organizationName} 的密码。如需设置新密码，请打开：',
  'b2b.passwordReset.project.subject': '重置您的 {projectName} 密码',
  'b2b.passwordReset.project.intro': '有人请求重置您的 {projectName} 密码。如需设置新密码，请打开：',
  'b2b.passwordReset.expiry': '此链接将在 {duration}后过期。如果这不是您本人的请求，请忽略此邮件。',
  'b2b.otp.subject': '您的 {projectName} 验证码',
  'b2b.otp.body': '您的登录验证码为 {code}，将在 {duration}后过期。',
  'b2b.otp.organizationBody': '您登录 {organizationName} 的验证码为 {code}，将在 {duration}后过期。',
  'b2b.magicLink.subject': '您的 {projectName} 登录链接',
  'b2b.magicLink.body': '登录 {name}：{link}',
  'b2b.magicLink.expiry': '此链接将在 {duration}后过期。',
};

export default zhHans;
