/** Japanese (ja): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'このパスワードは弱すぎます。より強力なパスワードを設定してください。',
  'unable_to_auth_password_reset_token': 'パスワード再設定リンクは使用済みか有効期限が切れているため、使用できませんでした。パスワード再設定用のメールをもう一度リクエストしてください。',
};

export default texts;
