/** Vietnamese (vi): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Thành công!',
  'passkey.successBody': 'Khóa truy cập của bạn đã được xác thực thành công.',
  'passkey.checkingSession': 'Đang kiểm tra phiên của bạn...',
  'passkey.noActiveUser': 'Lỗi: Không thể dùng thành phần PasskeyRegistration khi chưa có người dùng đang hoạt động đã được xác thực.',
  'passkey.registrationTitle': 'Thiết lập khóa truy cập mới',
  'passkey.registrationBody': 'Khóa truy cập cho phép bạn đăng nhập bằng vân tay, khuôn mặt hoặc phương thức khóa màn hình thay vì mật khẩu hay mã.',
  'passkey.create': 'Tạo khóa truy cập',
  'passkey.skip': 'Bỏ qua',
  'passkey.createdTitle': 'Đã tạo khóa truy cập thành công!',
  'passkey.skippedTitle': 'Khóa truy cập của bạn',
  'passkey.setUpAnother': 'Thiết lập khóa truy cập khác',
  'passkey.done': 'Xong',
  'passkey.existingPasskeys': 'Khóa truy cập hiện có',
  'passkey.listNoActiveUser': 'Lỗi: Không thể dùng thành phần PasskeyList khi chưa có người dùng đang hoạt động đã được xác thực.',
  'passkey.listEmpty': 'Chưa có khóa truy cập nào.',
  'passkey.listLoading': 'Đang tải khóa truy cập của bạn...',
  'passkey.created': 'Đã tạo: {date}',
  'passkey.lastUsed': 'Sử dụng lần cuối: {date}',
  'passkey.neverUsed': 'Chưa sử dụng',
  'passkey.rename': 'Đổi tên',
  'passkey.renameLabel': 'Đổi tên {name}',
  'passkey.nameLabel': 'Tên khóa truy cập',
  'passkey.nameRequired': 'Nhập tên cho khóa truy cập này.',
  'passkey.nameHint': 'Nhấn Enter để lưu hoặc Esc để hủy.',
  'passkey.save': 'Lưu',
  'passkey.delete': 'Xóa',
  'passkey.deleteLabel': 'Xóa {name}',
  'passkey.cancel': 'Hủy',
  'passkey.deleteConfirm': 'Xóa khóa truy cập “{name}”?',
  'passkey.deleteWarning': 'Khóa truy cập đã xóa sẽ không thể dùng để đăng nhập nữa. Hãy xóa cả khóa này khỏi trình quản lý mật khẩu của bạn.',
};

export default texts;
