/** Vietnamese (vi): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Đăng nhập vào {clientName} bằng {projectName}',
  'idp.titleCustomScopes': '{clientName} muốn truy cập vào tài khoản {projectName} của bạn',
  'idp.permissionsStandard': 'Cho phép {clientName}:',
  'idp.permissionsCustom': '{clientName} đang yêu cầu:',
  'idp.ungrantableNotice': 'Bạn không có quyền cấp cho {clientName} quyền truy cập vào một số phạm vi được yêu cầu.',
  'idp.ungrantableList': 'Bạn không thể chấp thuận các yêu cầu sau của {clientName}:',
  'idp.fallbackClientName': 'Ứng dụng',
  'idp.clientLogo': 'Biểu trưng của {clientName}',
  'idp.allow': 'Cho phép',
  'idp.deny': 'Từ chối',
  'idp.loading': 'Đang tải...',
  'idp.missingParameter': 'Thiếu tham số bắt buộc: {param}. Vui lòng liên hệ với nhà phát triển ứng dụng.',
  'idp.successTitle': 'Thành công!',
  'idp.successBody': 'Bạn đã đăng nhập vào {clientName}. Bạn có thể đóng trang này.',
  'idp.redirecting': 'Đang đưa bạn quay lại {clientName}…',
  'idp.redirectNotRequested': 'Không thể hoàn tất yêu cầu này: địa chỉ trả về không khớp với địa chỉ ứng dụng đã yêu cầu. Vui lòng liên hệ với nhà phát triển ứng dụng.',
  'idp.scope.openid': 'Xác minh danh tính của bạn',
  'idp.scope.openid.detail': 'Xem thông tin được lưu trong tài khoản của bạn',
  'idp.scope.personalProfile': 'Xem thông tin hồ sơ cá nhân của bạn',
  'idp.scope.profile.detail': 'Tên, ảnh hồ sơ và ngôn ngữ của bạn',
  'idp.scope.email.detail': 'Địa chỉ email của bạn',
  'idp.scope.phone.detail': 'Số điện thoại của bạn',
  'idp.scope.offline_access': 'Duy trì quyền truy cập vào dữ liệu của bạn ngay cả khi bạn không sử dụng ứng dụng',
  'idp.scope.full_access': 'Có toàn quyền truy cập vào tài khoản của bạn',
  'idp.scope.custom': 'Sử dụng phạm vi {scope}',
  'idp.logoutTitle': 'Đăng xuất?',
  'idp.logoutBody': 'Bạn có chắc chắn muốn đăng xuất khỏi tài khoản {projectName} của mình không?',
  'idp.yes': 'Có',
  'idp.no': 'Không',
  'idp.logoutDeniedTitle': 'Vẫn đang đăng nhập',
  'idp.logoutDenied': 'Bạn chưa bị đăng xuất. Bạn có thể đóng trang này.',
};

export default texts;
