/** Vietnamese (vi): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Mật khẩu',
  'b2b.password.newField': 'Mật khẩu mới',
  'b2b.password.show': 'Hiện mật khẩu',
  'b2b.password.required': 'Nhập mật khẩu của bạn.',
  'b2b.password.loginTitle': 'Đăng nhập bằng email và mật khẩu',
  'b2b.password.loginOrganization': 'Đăng nhập vào {organization}',
  'b2b.password.forgot': 'Quên mật khẩu?',
  'b2b.password.forgotTitle': 'Đặt lại mật khẩu',
  'b2b.password.forgotOrganization': 'Chúng tôi sẽ gửi email cho bạn liên kết để đăng nhập trực tiếp vào tài khoản, hoặc để đặt lại mật khẩu nếu bạn đã có mật khẩu.',
  'b2b.password.forgotDiscovery': 'Chúng tôi sẽ gửi email cho bạn liên kết xác minh để đăng ký tài khoản, hoặc để đặt lại mật khẩu nếu bạn đã có mật khẩu.',
  'b2b.password.noPasswordTitle': 'Đặt mật khẩu qua email',
  'b2b.password.noPasswordBody': 'Bạn chưa có mật khẩu. Chúng tôi sẽ gửi email cho bạn liên kết để đặt mật khẩu.',
  'b2b.password.breachedTitle': 'Chọn mật khẩu mới',
  'b2b.password.breachedBody': 'Chúng tôi sẽ gửi email cho bạn liên kết để chọn mật khẩu mới mà bạn chưa từng dùng ở nơi khác.',
  'b2b.password.sendLink': 'Gửi liên kết qua email',
  'b2b.password.sentTitle': 'Kiểm tra email của bạn',
  'b2b.password.sentBody': 'Liên kết đặt lại mật khẩu đã được gửi đến {email}.',
  'b2b.password.didntGetIt': 'Bạn chưa nhận được?',
  'b2b.password.resend': 'Gửi lại email',
  'b2b.password.resent': 'Đã gửi lại email',
  'b2b.password.setNewTitle': 'Đặt mật khẩu mới',
  'b2b.password.setNewBody': 'Chọn mật khẩu mới cho tài khoản của bạn.',
  'b2b.password.noToken': 'Trang này được mở mà không có liên kết đặt lại mật khẩu. Hãy mở lại liên kết trong email của bạn.',
  'b2b.password.strengthScore': 'Độ mạnh của mật khẩu: {score}/4.',
  'b2b.password.accepted': 'Mật khẩu được chấp nhận.',
  'b2b.password.notAccepted': 'Mật khẩu không được chấp nhận.',
  'b2b.password.requirementsLabel': 'Yêu cầu về mật khẩu',
  'b2b.password.requirementMet': 'Đã đạt:',
  'b2b.password.requirementUnmet': 'Chưa đạt:',
  'b2b.password.minimumLength': { other: 'Phải có ít nhất {count} ký tự' },
  'b2b.password.complexity': { other: 'Phải chứa ít nhất {count} trong số các loại sau: chữ hoa, chữ thường, chữ số, ký hiệu' },
  'b2b.password.breached': 'Mật khẩu này có thể đã được dùng trên một trang web khác từng gặp sự cố bảo mật. Vui lòng chọn mật khẩu khác.',
};

export default texts;
