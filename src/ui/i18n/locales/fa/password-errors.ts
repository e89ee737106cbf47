/** Persian (fa): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'این رمز عبور خیلی ضعیف است. رمز عبور قوی‌تری انتخاب کنید.',
  'unable_to_auth_password_reset_token': 'از پیوند بازنشانی رمز عبور نمی‌توان استفاده کرد، چون قبلاً استفاده شده یا منقضی شده است. برای بازنشانی رمز عبور، ایمیل جدیدی درخواست کنید.',
};

export default texts;
