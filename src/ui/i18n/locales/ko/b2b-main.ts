/** Korean (ko): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': '회원가입 또는 로그인',
  'b2b.main.continue': '계속',
  'b2b.main.invalidEmail': '이메일 형식이 올바르지 않습니다.',
  'b2b.main.or': '또는',
  'b2b.main.sso': '싱글 사인온 사용',
  'b2b.main.password': '비밀번호 사용',
  'b2b.main.signingIn': '로그인 중...',
  'b2b.signedIn.title': '완료되었습니다!',
  'b2b.signedIn.body': '로그인되었습니다.',
  'b2b.signedIn.bodyWithOrganization': '{organization}에 로그인되었습니다.',
  'b2b.primaryRequired.title': '다른 로그인 방법이 필요합니다',
  'b2b.primaryRequired.body': '{organization}에서는 다른 방법으로 로그인해야 합니다. 돌아가서 허용된 방법을 선택하세요.',
  'b2b.primaryRequired.goBack': '돌아가기',
};

export default texts;
