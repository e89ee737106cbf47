/** Korean (ko): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': '계속하려면 이메일을 입력하세요',
  'b2b.sso.connectionsTitle': '계속할 연결을 선택하세요',
  'b2b.sso.organizationTitle': '{organization}(으)로 계속',
  'b2b.sso.continueWith': '{name}(으)로 계속하기',
  'b2b.sso.noConnections': '이 조직에는 아직 싱글 사인온 연결이 없습니다. 다른 방법을 시도하세요.',
  'b2b.sso.fallbackTitle': '죄송합니다. 연결을 찾을 수 없습니다',
  'b2b.sso.fallbackBody': '계속하려면 조직의 고유 슬러그를 입력하세요. 고유 슬러그를 모르는 경우 다른 방법으로 로그인하면 사용 가능한 모든 조직을 볼 수 있습니다.',
  'b2b.sso.slugField': '조직 슬러그',
  'b2b.sso.slugRequired': '조직 슬러그를 입력하세요.',
  'b2b.sso.orgNotFound': '조직을 찾을 수 없습니다. 다시 시도하세요.',
  'b2b.sso.landingFailedTitle': '로그인할 수 없습니다',
  'b2b.sso.tryAnotherMethod': '다른 방법 시도',
  'b2b.sso.redirecting': '{name}(으)로 리디렉션하는 중…',
  'b2b.sso.signingIn': '로그인하는 중…',
};

export default texts;
