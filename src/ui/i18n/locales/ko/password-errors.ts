/** Korean (ko): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': '비밀번호가 너무 약합니다. 더 강력한 비밀번호를 선택하세요.',
  'unable_to_auth_password_reset_token': '비밀번호 재설정 링크가 이미 사용되었거나 만료되어 사용할 수 없습니다. 비밀번호 재설정 이메일을 다시 요청하세요.',
};

export default texts;
