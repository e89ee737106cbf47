/** Vietnamese (vi): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Đang tìm tổ chức của bạn...',
  'b2b.organization.notFound.title': 'Chúng tôi không tìm thấy tổ chức của bạn',
  'b2b.organization.notFound.body': 'Không có tổ chức nào có địa chỉ “{slug}”. Hãy kiểm tra liên kết bạn đã mở hoặc hỏi quản trị viên để lấy liên kết.',
  'b2b.organization.notFound.noSlug': 'Trang này không chỉ định tổ chức. Hãy dùng liên kết mà quản trị viên đã cung cấp cho bạn.',
  'b2b.organization.loadFailed.retry': 'Thử lại',
  'b2b.organization.title': 'Tiếp tục đến {organization}',
  'b2b.organization.sso': 'Tiếp tục với {connection}',
  'b2b.organization.continue': 'Tiếp tục',
  'b2b.organization.invalidEmail': 'Định dạng email không hợp lệ.',
  'b2b.organization.or': 'hoặc',
  'b2b.organization.password': 'Dùng mật khẩu',
  'b2b.organization.noMethods': '{organization} không cho phép phương thức đăng nhập nào trên trang này. Hãy liên hệ với quản trị viên.',
};

export default texts;
