/** Vietnamese (vi): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Chọn cách bạn muốn tiếp tục',
  'b2b.email.method.link': 'Gửi cho tôi liên kết đăng nhập qua email',
  'b2b.email.method.code': 'Gửi cho tôi mã xác minh qua email',
  'b2b.email.otp.title': 'Nhập mã xác minh',
  'b2b.email.otp.sentTo': 'Mã xác minh gồm 6 chữ số đã được gửi đến {email}.',
  'b2b.email.otp.label': 'Nhập mã xác minh',
  'b2b.email.otp.verifying': 'Đang xác minh mã...',
  'b2b.email.otp.resendPrompt': 'Bạn chưa nhận được?',
  'b2b.email.otp.resend': 'Gửi lại mã',
  'b2b.email.otp.resent': 'Đã gửi lại mã',
  'b2b.email.otp.expiresIn': 'Mã của bạn sẽ hết hạn sau {countdown}.',
  'b2b.email.otp.expired': 'Mã của bạn đã hết hạn.',
  'b2b.email.sent.title': 'Kiểm tra email của bạn',
  'b2b.email.sent.sentTo': 'Chúng tôi đã gửi email đến {email}.',
  'b2b.email.sent.resendPrompt': 'Bạn chưa nhận được?',
  'b2b.email.sent.resend': 'Gửi lại email',
  'b2b.email.sent.resent': 'Đã gửi lại email',
  'b2b.email.tryAgain': 'Thử địa chỉ email khác',
};

export default texts;
