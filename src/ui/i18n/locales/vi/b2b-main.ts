/** Vietnamese (vi): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Đăng ký hoặc đăng nhập',
  'b2b.main.continue': 'Tiếp tục',
  'b2b.main.invalidEmail': 'Định dạng email không hợp lệ.',
  'b2b.main.or': 'hoặc',
  'b2b.main.sso': 'Dùng đăng nhập một lần (SSO)',
  'b2b.main.password': 'Dùng mật khẩu',
  'b2b.main.signingIn': 'Đang đăng nhập...',
  'b2b.signedIn.title': 'Thành công!',
  'b2b.signedIn.body': 'Bạn đã đăng nhập thành công.',
  'b2b.signedIn.bodyWithOrganization': 'Bạn đã đăng nhập thành công vào {organization}.',
  'b2b.primaryRequired.title': 'Cần phương thức đăng nhập khác',
  'b2b.primaryRequired.body': '{organization} yêu cầu bạn đăng nhập bằng phương thức khác. Hãy quay lại và chọn một phương thức được cho phép.',
  'b2b.primaryRequired.goBack': 'Quay lại',
};

export default texts;
