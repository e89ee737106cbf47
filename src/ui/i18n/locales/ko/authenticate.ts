/** Korean (ko): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': '로그인하는 중…',
  'authenticate.doneTitle': '로그인되었습니다',
  'authenticate.failedTitle': '로그인할 수 없습니다',
  'authenticate.noToken': '로그인 링크 없이 이 페이지가 열렸습니다. 받은 링크를 다시 사용하세요.',
};

export default texts;
