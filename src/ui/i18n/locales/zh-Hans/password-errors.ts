/** Simplified Chinese (zh-Hans): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': '此密码强度太弱。请设置更强的密码。',
  'unable_to_auth_password_reset_token': '密码重置链接已被使用或已过期，无法使用。请重新申请密码重置邮件。',
};

export default texts;
