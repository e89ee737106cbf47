/** Traditional Chinese (zh-Hant): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': '此密碼強度太弱。請選擇更安全的密碼。',
  'unable_to_auth_password_reset_token': '密碼重設連結已使用過或已過期，因此無法使用。請重新要求寄送密碼重設郵件。',
};

export default texts;
