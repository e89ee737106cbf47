/** Simplified Chinese (zh-Hans): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': '输入验证码',
  'otp.sentTo': '6 位验证码已发送至 {destination}。',
  'otp.verifying': '正在验证…',
  'otp.expiresIn': '验证码将在 {countdown} 后过期。',
  'otp.expired': '验证码已过期。',
  'otp.resend.prompt': '没有收到？',
  'otp.resend.initial': '重新发送验证码',
  'otp.resend.sending': '正在发送…',
  'otp.resend.sent': '验证码已发送',
  'otp.resend.waiting': '重新发送验证码',
  'otp.emailResent': '邮件已重新发送',
  'otp.codeResent': '验证码已重新发送',
  'otp.successTitle': '成功！',
  'otp.successBody': '验证码验证成功。',
};

export default texts;
