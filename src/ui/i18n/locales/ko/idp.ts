/** Korean (ko): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} 계정으로 {clientName}에 로그인',
  'idp.titleCustomScopes': '{clientName}에서 {projectName} 계정에 대한 액세스를 요청합니다',
  'idp.permissionsStandard': '{clientName}에 다음 권한 허용:',
  'idp.permissionsCustom': '{clientName}에서 다음을 요청합니다:',
  'idp.ungrantableNotice': '요청된 일부 범위에 대해 {clientName}에 액세스 권한을 부여할 권한이 없습니다.',
  'idp.ungrantableList': '{clientName}의 다음 요청은 허용할 수 없습니다:',
  'idp.fallbackClientName': '앱',
  'idp.clientLogo': '{clientName} 로고',
  'idp.allow': '허용',
  'idp.deny': '거부',
  'idp.loading': '로드 중...',
  'idp.missingParameter': '필수 매개변수가 없습니다: {param}. 애플리케이션 개발자에게 문의하세요.',
  'idp.successTitle': '완료되었습니다!',
  'idp.successBody': '{clientName}에 로그인되었습니다. 이 페이지를 닫아도 됩니다.',
  'idp.redirecting': '{clientName}(으)로 돌아가는 중…',
  'idp.redirectNotRequested': '이 요청을 완료할 수 없습니다. 반환 주소가 앱에서 요청한 주소와 다릅니다. 애플리케이션 개발자에게 문의하세요.',
  'idp.scope.openid': '본인 확인',
  'idp.scope.openid.detail': '계정에 저장된 정보 보기',
  'idp.scope.personalProfile': '개인 프로필 정보 보기',
  'idp.scope.profile.detail': '이름, 프로필 사진 및 언어',
  'idp.scope.email.detail': '이메일 주소',
  'idp.scope.phone.detail': '전화번호',
  'idp.scope.offline_access': '앱을 사용하지 않을 때도 데이터에 대한 액세스 유지',
  'idp.scope.full_access': '계정에 대한 전체 액세스 권한',
  'idp.scope.custom': '{scope} 범위 사용',
  'idp.logoutTitle': '로그아웃하시겠습니까?',
  'idp.logoutBody': '{projectName} 계정에서 로그아웃하시겠습니까?',
  'idp.yes': '예',
  'idp.no': '아니요',
  'idp.logoutDeniedTitle': '로그인 상태가 유지됩니다',
  'idp.logoutDenied': '로그아웃되지 않았습니다. 이 페이지를 닫아도 됩니다.',
};

export default texts;
