/** Simplified Chinese (zh-Hans): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': '选择继续的方式',
  'b2b.email.method.link': '通过邮件发送登录链接',
  'b2b.email.method.code': '通过邮件发送验证码',
  'b2b.email.otp.title': '输入验证码',
  'b2b.email.otp.sentTo': '6 位验证码已发送至 {email}。',
  'b2b.email.otp.label': '输入验证码',
  'b2b.email.otp.verifying': '正在验证…',
  'b2b.email.otp.resendPrompt': '没有收到？',
  'b2b.email.otp.resend': '重新发送验证码',
  'b2b.email.otp.resent': '验证码已重新发送',
  'b2b.email.otp.expiresIn': '验证码将在 {countdown} 后过期。',
  'b2b.email.otp.expired': '验证码已过期。',
  'b2b.email.sent.title': '查收邮件',
  'b2b.email.sent.sentTo': '已向 {email} 发送一封邮件。',
  'b2b.email.sent.resendPrompt': '没有收到？',
  'b2b.email.sent.resend': '重新发送邮件',
  'b2b.email.sent.resent': '邮件已重新发送',
  'b2b.email.tryAgain': '尝试其他邮箱地址',
};

export default texts;
