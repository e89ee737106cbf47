/** Vietnamese (vi): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Nhập mã xác minh',
  'otp.sentTo': 'Mã xác minh gồm 6 chữ số đã được gửi đến {destination}.',
  'otp.verifying': 'Đang xác minh mã...',
  'otp.expiresIn': 'Mã của bạn sẽ hết hạn sau {countdown}.',
  'otp.expired': 'Mã của bạn đã hết hạn.',
  'otp.resend.prompt': 'Bạn chưa nhận được?',
  'otp.resend.initial': 'Gửi lại mã',
  'otp.resend.sending': 'Đang gửi...',
  'otp.resend.sent': 'Đã gửi mã',
  'otp.resend.waiting': 'Gửi lại mã',
  'otp.emailResent': 'Đã gửi lại email',
  'otp.codeResent': 'Đã gửi lại mã',
  'otp.successTitle': 'Thành công!',
  'otp.successBody': 'Mã xác minh của bạn đã được xác minh thành công.',
};

export default texts;
