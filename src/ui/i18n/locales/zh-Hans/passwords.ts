/** Simplified Chinese (zh-Hans): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': '密码',
  'password.newPassword': '新密码',
  'password.showPassword': '显示密码',
  'password.createTitle': '创建账号',
  'password.createBody': '为 {email} 设置密码。',
  'password.loginTitle': '登录',
  'password.loginBody': '输入 {email} 的密码。',
  'password.forgot': '忘记密码？',
  'password.createInstead': '改为创建密码',
  'password.emailLinkInstead': '通过邮件发送登录链接',
  'password.emailCodeInstead': '通过邮件发送验证码',
  'password.strengthLabel': '密码强度',
  'password.strength.veryWeak': '非常弱',
  'password.strength.weak': '弱',
  'password.strength.strong': '强',
  'password.strength.veryStrong': '非常强',
  'password.requirementsLabel': '密码要求',
  'password.requirementMet': '已满足：',
  'password.requirementUnmet': '未满足：',
  'password.luds.length': { other: '长度至少为 {count} 个字符' },
  'password.luds.complexity': { other: '至少包含以下 {count} 种字符：大写字母、小写字母、数字、符号' },
  'password.luds.breached': '此密码可能曾在发生过安全问题的其他网站上使用过。请选择其他密码。',
  'password.forgotTitle': '请查收邮件以获取登录帮助！',
  'password.forgotBody': '我们已向 {email} 发送一封包含密码重置链接的邮件。请点击该链接设置新密码。',
  'password.setNewTitle': '请查收邮件！',
  'password.setNewBody': '我们已向 {email} 发送一封邮件。请点击邮件中的链接，为您的账号设置密码。',
  'password.dedupeTitle': '请查收邮件以设置新密码',
  'password.dedupeBody': '我们需要确保您的账号安全，并确认是您本人在登录！我们已向 {email} 发送一封邮件。请点击邮件中的链接设置新密码。',
  'password.breachedTitle': '请查收邮件以重置密码',
  'password.breachedBody': '为保障您的账号安全，我们已向 {email} 发送一封邮件。请点击邮件中的链接，设置一个未在其他地方使用过的新密码。',
  'password.didntGetIt': '没有收到？',
  'password.resend': '重新发送邮件',
  'password.emailResent': '邮件已重新发送',
  'password.loggingIn': '正在登录…',
  'password.resetTitle': '重置密码',
  'password.resetBody': '为您的账号设置新密码。',
  'password.requestNewBody': '输入您的邮箱地址，我们将向您发送新链接。',
  'password.sendNewEmail': '发送新邮件',
  'password.confirmationTitle': '成功！',
  'password.confirmationBody': '您已成功登录。',
};

export default texts;
