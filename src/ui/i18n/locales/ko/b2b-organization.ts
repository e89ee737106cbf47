/** Korean (ko): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': '조직을 찾는 중...',
  'b2b.organization.notFound.title': '조직을 찾을 수 없습니다',
  'b2b.organization.notFound.body': '주소가 \'{slug}\'인 조직이 없습니다. 접속한 링크를 확인하거나 관리자에게 링크를 요청하세요.',
  'b2b.organization.notFound.noSlug': '이 페이지에 조직이 지정되어 있지 않습니다. 관리자가 제공한 링크를 사용하세요.',
  'b2b.organization.loadFailed.retry': '다시 시도',
  'b2b.organization.title': '{organization}(으)로 계속',
  'b2b.organization.sso': '{connection}(으)로 계속하기',
  'b2b.organization.continue': '계속',
  'b2b.organization.invalidEmail': '이메일 형식이 올바르지 않습니다.',
  'b2b.organization.or': '또는',
  'b2b.organization.password': '비밀번호 사용',
  'b2b.organization.noMethods': '{organization}에서 이 페이지의 로그인 방법을 하나도 허용하지 않습니다. 관리자에게 문의하세요.',
};

export default texts;
