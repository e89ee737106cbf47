/** Vietnamese (vi): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Đang đăng nhập…',
  'authenticate.doneTitle': 'Bạn đã đăng nhập',
  'authenticate.failedTitle': 'Không thể đăng nhập',
  'authenticate.noToken': 'Trang này được mở mà không có liên kết đăng nhập. Vui lòng dùng lại liên kết bạn đã nhận được.',
};

export default texts;
