/** Vietnamese (vi): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Nhập email của bạn để tiếp tục',
  'b2b.sso.connectionsTitle': 'Chọn một kết nối để tiếp tục',
  'b2b.sso.organizationTitle': 'Tiếp tục đến {organization}',
  'b2b.sso.continueWith': 'Tiếp tục với {name}',
  'b2b.sso.noConnections': 'Tổ chức này chưa có kết nối đăng nhập một lần (SSO). Hãy thử phương thức khác.',
  'b2b.sso.fallbackTitle': 'Rất tiếc, chúng tôi không tìm thấy kết nối nào',
  'b2b.sso.fallbackBody': 'Vui lòng nhập mã định danh duy nhất của tổ chức để tiếp tục. Nếu bạn không biết mã định danh này, hãy đăng nhập bằng phương thức khác để xem tất cả các tổ chức mà bạn có thể truy cập.',
  'b2b.sso.slugField': 'Mã định danh tổ chức',
  'b2b.sso.slugRequired': 'Nhập mã định danh tổ chức.',
  'b2b.sso.orgNotFound': 'Không tìm thấy tổ chức. Vui lòng thử lại.',
  'b2b.sso.landingFailedTitle': 'Không thể đăng nhập',
  'b2b.sso.tryAnotherMethod': 'Thử phương thức khác',
  'b2b.sso.redirecting': 'Đang chuyển hướng đến {name}…',
  'b2b.sso.signingIn': 'Đang đăng nhập…',
};

export default texts;
