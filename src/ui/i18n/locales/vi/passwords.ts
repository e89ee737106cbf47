/** Vietnamese (vi): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Mật khẩu',
  'password.newPassword': 'Mật khẩu mới',
  'password.showPassword': 'Hiện mật khẩu',
  'password.createTitle': 'Tạo tài khoản',
  'password.createBody': 'Chọn mật khẩu cho {email}.',
  'password.loginTitle': 'Đăng nhập',
  'password.loginBody': 'Nhập mật khẩu cho {email}.',
  'password.forgot': 'Quên mật khẩu?',
  'password.createInstead': 'Tạo mật khẩu',
  'password.emailLinkInstead': 'Gửi cho tôi liên kết đăng nhập qua email',
  'password.emailCodeInstead': 'Gửi cho tôi mã xác minh qua email',
  'password.strengthLabel': 'Độ mạnh của mật khẩu',
  'password.strength.veryWeak': 'Rất yếu',
  'password.strength.weak': 'Yếu',
  'password.strength.strong': 'Mạnh',
  'password.strength.veryStrong': 'Rất mạnh',
  'password.requirementsLabel': 'Yêu cầu về mật khẩu',
  'password.requirementMet': 'Đã đạt:',
  'password.requirementUnmet': 'Chưa đạt:',
  'password.luds.length': { other: 'Phải có ít nhất {count} ký tự' },
  'password.luds.complexity': { other: 'Phải chứa ít nhất {count} trong số các loại sau: chữ hoa, chữ thường, chữ số, ký hiệu' },
  'password.luds.breached': 'Mật khẩu này có thể đã được dùng trên một trang web khác từng gặp sự cố bảo mật. Vui lòng chọn mật khẩu khác.',
  'password.forgotTitle': 'Kiểm tra email để được hỗ trợ đăng nhập!',
  'password.forgotBody': 'Chúng tôi đã gửi đến {email} một email kèm liên kết đặt lại mật khẩu. Hãy mở liên kết đó để chọn mật khẩu mới.',
  'password.setNewTitle': 'Kiểm tra email của bạn!',
  'password.setNewBody': 'Chúng tôi đã gửi email đến {email}. Hãy mở liên kết trong email để đặt mật khẩu cho tài khoản của bạn.',
  'password.dedupeTitle': 'Kiểm tra email để đặt mật khẩu mới',
  'password.dedupeBody': 'Chúng tôi muốn đảm bảo tài khoản của bạn an toàn và đúng là bạn đang đăng nhập! Chúng tôi đã gửi email đến {email}. Hãy mở liên kết trong email để đặt mật khẩu mới.',
  'password.breachedTitle': 'Kiểm tra email để đặt lại mật khẩu',
  'password.breachedBody': 'Để bảo vệ tài khoản của bạn, chúng tôi đã gửi email đến {email}. Hãy mở liên kết trong email để chọn mật khẩu mới mà bạn chưa từng dùng ở nơi khác.',
  'password.didntGetIt': 'Bạn chưa nhận được?',
  'password.resend': 'Gửi lại email',
  'password.emailResent': 'Đã gửi lại email',
  'password.loggingIn': 'Đang đăng nhập...',
  'password.resetTitle': 'Đặt lại mật khẩu',
  'password.resetBody': 'Chọn mật khẩu mới cho tài khoản của bạn.',
  'password.requestNewBody': 'Nhập địa chỉ email của bạn và chúng tôi sẽ gửi cho bạn liên kết mới.',
  'password.sendNewEmail': 'Gửi email mới',
  'password.confirmationTitle': 'Thành công!',
  'password.confirmationBody': 'Bạn đã đăng nhập thành công.',
};

export default texts;
