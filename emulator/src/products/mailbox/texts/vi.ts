/** Vietnamese (vi): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const vi: EmulatorTexts = {
  'duration.minutes': { other: '{count} phút' },
  'duration.seconds': { other: '{count} giây' },
  'otp.subject': 'Mã xác minh của bạn',
  'otp.body': 'Mã xác minh {projectName} của bạn là {code}. Mã sẽ hết hạn sau {duration}.',
  'magicLink.login.subject': 'Liên kết đăng nhập của bạn',
  'magicLink.signup.subject': 'Xác nhận email của bạn để đăng ký',
  'magicLink.login.intro': 'Nhấp vào liên kết bên dưới để đăng nhập vào {projectName}:',
  'magicLink.signup.intro': 'Nhấp vào liên kết bên dưới để hoàn tất đăng ký {projectName}:',
  'magicLink.expiry': 'Liên kết này sẽ hết hạn sau {duration}. Nếu bạn không yêu cầu liên kết này, hãy bỏ qua email này.',
  'passwordReset.subject': 'Đặt lại mật khẩu của bạn',
  'passwordReset.intro': 'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản {projectName} của bạn. Để chọn mật khẩu mới, hãy mở:',
  'passwordReset.loginInstead': 'Hoặc đăng nhập mà không đổi mật khẩu:',
  'passwordReset.expiry': 'Các liên kết này sẽ hết hạn sau {duration}. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  'b2b.passwordReset.organization.subject': 'Đặt lại mật khẩu {organizationName} của bạn',
  'b2b.passwordReset.organization.intro': 'Có người đã yêu cầu đặt lại mật khẩu của bạn cho {organizationName}. Để chọn mật khẩu mới, hãy mở:',
  'b2b.passwordReset.project.subject': 'Đặt lại mật khẩu {projectName} của bạn',
  'b2b.passwordReset.project.intro': 'Có người đã yêu cầu đặt lại mật khẩu {projectName} của bạn. Để chọn mật khẩu mới, hãy mở:',
  'b2b.passwordReset.expiry': 'Liên kết sẽ hết hạn sau {duration}. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  'b2b.otp.subject': 'Mã xác minh {projectName} của bạn',
  'b2b.otp.body': 'Mã đăng nhập của bạn là {code}. Mã sẽ hết hạn sau {duration}.',
  'b2b.otp.organizationBody': 'Mã để đăng nhập vào {organizationName} của bạn là {code}. Mã sẽ hết hạn sau {duration}.',
  'b2b.magicLink.subject': 'Liên kết đăng nhập {projectName} của bạn',
  'b2b.magicLink.body': 'Đăng nhập vào {name}: {link}',
  'b2b.magicLink.expiry': 'Liên kết sẽ hết hạn sau {duration}.',
};

export default vi;
