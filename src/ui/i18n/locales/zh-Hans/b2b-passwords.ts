/** Simplified Chinese (zh-Hans): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': '密码',
  'b2b.password.newField': '新密码',
  'b2b.password.show': '显示密码',
  'b2b.password.required': '请输入密码。',
  'b2b.password.loginTitle': '使用邮箱和密码登录',
  'b2b.password.loginOrganization': '登录 {organization}',
  'b2b.password.forgot': '忘记密码？',
  'b2b.password.forgotTitle': '重置密码',
  'b2b.password.forgotOrganization': '我们将通过邮件向您发送一个登录链接，您可以用它直接登录账号；如果您已设置密码，也可以用它重置密码。',
  'b2b.password.forgotDiscovery': '我们将通过邮件向您发送一个验证链接，您可以用它注册账号；如果您已设置密码，也可以用它重置密码。',
  'b2b.password.noPasswordTitle': '通过邮件设置密码',
  'b2b.password.noPasswordBody': '您还没有设置密码。我们将通过邮件向您发送设置密码的链接。',
  'b2b.password.breachedTitle': '设置新密码',
  'b2b.password.breachedBody': '我们将通过邮件向您发送一个链接，用于设置一个未在其他地方使用过的新密码。',
  'b2b.password.sendLink': '通过邮件发送链接',
  'b2b.password.sentTitle': '查收邮件',
  'b2b.password.sentBody': '密码重置链接已发送至 {email}。',
  'b2b.password.didntGetIt': '没有收到？',
  'b2b.password.resend': '重新发送邮件',
  'b2b.password.resent': '邮件已重新发送',
  'b2b.password.setNewTitle': '设置新密码',
  'b2b.password.setNewBody': '为您的账号设置新密码。',
  'b2b.password.noToken': '此页面不是通过密码重置链接打开的。请重新打开邮件中的链接。',
  'b2b.password.strengthScore': '密码强度：{score}/4。',
  'b2b.password.accepted': '密码符合要求。',
  'b2b.password.notAccepted': '密码不符合要求。',
  'b2b.password.requirementsLabel': '密码要求',
  'b2b.password.requirementMet': '已满足：',
  'b2b.password.requirementUnmet': '未满足：',
  'b2b.password.minimumLength': { other: '长度至少为 {count} 个字符' },
  'b2b.password.complexity': { other: '至少包含以下 {count} 种字符：大写字母、小写字母、数字、符号' },
  'b2b.password.breached': '此密码可能曾在发生过安全问题的其他网站上使用过。请选择其他密码。',
};

export default texts;
