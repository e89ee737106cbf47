/** Arabic (ar): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'كلمة المرور هذه ضعيفة جدًا. اختر كلمة مرور أقوى.',
  'unable_to_auth_password_reset_token': 'تعذّر استخدام رابط إعادة تعيين كلمة المرور لأنه استُخدم من قبل أو انتهت صلاحيته. اطلب رسالة جديدة لإعادة تعيين كلمة المرور.',
};

export default texts;
