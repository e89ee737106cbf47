/** Vietnamese (vi): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Mật khẩu này quá yếu. Hãy chọn mật khẩu mạnh hơn.',
  'unable_to_auth_password_reset_token': 'Không thể sử dụng liên kết đặt lại mật khẩu vì liên kết đã được sử dụng hoặc đã hết hạn. Hãy yêu cầu email mới để đặt lại mật khẩu.',
};

export default texts;
