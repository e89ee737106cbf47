/** Vietnamese (vi): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Chọn một tổ chức để tiếp tục',
  'b2b.discovery.continue': 'Tiếp tục',
  'b2b.discovery.acceptInvite': 'Chấp nhận lời mời',
  'b2b.discovery.join': 'Tham gia',
  'b2b.discovery.create': 'Tạo tổ chức',
  'b2b.discovery.working': 'Đang đăng nhập...',
  'b2b.discovery.none.title': '{email} không thuộc tổ chức nào.',
  'b2b.discovery.none.askAdmin': 'Hãy đảm bảo địa chỉ email của bạn chính xác. Nếu đúng, có thể bạn cần được quản trị viên mời.',
  'b2b.discovery.none.createTitle': 'Tạo một tổ chức để bắt đầu',
  'b2b.discovery.none.createBody': '{email} chưa có tài khoản. Bạn cho rằng đây là nhầm lẫn? Hãy thử địa chỉ email khác hoặc liên hệ với quản trị viên.',
  'b2b.discovery.none.tryAgain': 'Thử địa chỉ email khác',
  'b2b.discovery.createForm.title': 'Tạo tổ chức',
  'b2b.discovery.createForm.name': 'Tên tổ chức',
  'b2b.discovery.createForm.slug': 'Mã định danh tổ chức',
  'b2b.discovery.createForm.url': 'Địa chỉ của tổ chức bạn: {url}',
  'b2b.discovery.createForm.submit': 'Tạo tổ chức',
  'b2b.discovery.createForm.nameRequired': 'Nhập tên cho tổ chức của bạn.',
  'b2b.discovery.createForm.slugInvalid': 'Sử dụng từ 2 đến 128 ký tự gồm chữ cái, chữ số, dấu gạch ngang, dấu chấm, dấu gạch dưới hoặc dấu ngã.',
};

export default texts;
