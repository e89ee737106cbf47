/** Vietnamese (vi): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'Định dạng email không hợp lệ.',
  'invalid_phone_number': 'Định dạng số điện thoại không hợp lệ. Hãy đảm bảo số điện thoại theo định dạng E.164.',
  'unsubscribed_phone_number': 'Số điện thoại này đã hủy đăng ký nhận tin; hãy nhắn “START” để đăng ký lại.',
  'inactive_email': 'Địa chỉ email này đã bị đánh dấu là không hoạt động. Vui lòng thử địa chỉ email khác hoặc liên hệ với quản trị viên nếu bạn cho rằng đây là nhầm lẫn.',
  'unauthorized_credentials': 'Email hoặc mật khẩu không đúng.',
  'user_unauthenticated': 'Bạn cần đăng nhập để thực hiện thao tác này.',
  'email_not_found': 'Không tìm thấy email.',
  'unable_to_auth_magic_link': 'Không thể xác thực liên kết đăng nhập vì liên kết đã được sử dụng hoặc đã hết hạn. Vui lòng thử lại.',
  'no_user_password': 'Không tìm thấy mật khẩu của người dùng này.',
  'breached_password': 'Mật khẩu này nằm trong danh sách mật khẩu bị lộ và phải được đặt lại.',
  'reset_password': 'Bạn phải đặt lại mật khẩu.',
  'oauth_token_not_found': 'Không tìm thấy mã thông báo OAuth.',
  'invalid_code': 'Định dạng mã không hợp lệ, vui lòng thử lại.',
  'member_password_not_found': 'Không tìm thấy mật khẩu của thành viên.',
  'oauth_flow_callback_error': 'Đã xảy ra lỗi ở bước callback của quy trình OAuth.',
  'unauthorized_action': 'Bạn không được phép thực hiện thao tác này.',
  'user_lock_limit_reached': 'Bạn đã xác thực không thành công quá nhiều lần. Vui lòng thử lại sau.',
  'invalid_session_token': 'Mã thông báo phiên không hợp lệ.',
  'session_not_found': 'Không tìm thấy phiên.',
  'invalid_phone_number_country_code': 'Mã quốc gia không hợp lệ, không được hỗ trợ hoặc đã bị tắt.',
  'otp_code_not_found': 'Mã xác minh không hợp lệ, vui lòng thử lại.',
  'duplicate_member_phone_number': 'Tổ chức này đã có thành viên sử dụng số điện thoại này.',
  'passkey_unknown_error': 'Đã xảy ra lỗi không xác định khi xác thực bằng khóa truy cập. Vui lòng thử lại.',
  'passkey_duplicate': 'Không thể tạo khóa truy cập vì có vẻ khóa này đã được đăng ký. Có thể khóa truy cập này đã được đăng ký trên một thiết bị khác và được đồng bộ hóa giữa các thiết bị.',
  'passkey_not_created': 'Khóa truy cập của bạn chưa được tạo. Nhấp vào “Tạo khóa truy cập” để thử lại hoặc bỏ qua mà không thêm khóa truy cập.',
  'webauthn_registration_not_found': 'Khóa truy cập này đã bị xóa khỏi tài khoản của bạn nhưng vẫn còn được lưu trong trình quản lý mật khẩu. Hãy xóa khóa này khỏi trình quản lý mật khẩu hoặc đăng nhập bằng cách khác.',
  'crypto_connect_failed': '[Lỗi] Không thể kết nối với ví',
  'crypto_sign_failed': '[Lỗi] Không thể ký thông điệp',
  'consent_error_heading': 'Có vẻ như đã xảy ra lỗi!',
  'consent_denied': 'Quyền truy cập vào ứng dụng đã bị từ chối.',
  'no_active_session': 'Không phát hiện phiên đang hoạt động. Vui lòng đăng nhập để tiếp tục.',
  'session_expired': 'Không thể hoàn tất đăng nhập vì phiên đã hết hạn. Hãy kiểm tra ngày và giờ trên thiết bị của bạn, rồi thử lại.',
  'network_error': 'Không thể kết nối với máy chủ của chúng tôi.',
  'invalid_json': 'Phản hồi JSON từ máy chủ của chúng tôi không hợp lệ.',
  'invalid_response': 'Máy chủ phản hồi không hợp lệ hoặc không phản hồi',
  'unknown_error': 'Đã xảy ra lỗi. Vui lòng thử lại.',
};

export default texts;
