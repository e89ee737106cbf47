/** Korean (ko): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': '비밀번호',
  'b2b.password.newField': '새 비밀번호',
  'b2b.password.show': '비밀번호 표시',
  'b2b.password.required': '비밀번호를 입력하세요.',
  'b2b.password.loginTitle': '이메일과 비밀번호로 로그인',
  'b2b.password.loginOrganization': '{organization}에 로그인',
  'b2b.password.forgot': '비밀번호를 잊으셨나요?',
  'b2b.password.forgotTitle': '비밀번호 재설정',
  'b2b.password.forgotOrganization': '계정에 바로 로그인하거나, 비밀번호가 있는 경우 재설정할 수 있는 로그인 링크를 이메일로 보내 드립니다.',
  'b2b.password.forgotDiscovery': '계정에 가입하거나, 비밀번호가 있는 경우 재설정할 수 있는 인증 링크를 이메일로 보내 드립니다.',
  'b2b.password.noPasswordTitle': '이메일로 비밀번호 설정',
  'b2b.password.noPasswordBody': '아직 비밀번호가 없습니다. 비밀번호를 설정할 수 있는 링크를 이메일로 보내 드립니다.',
  'b2b.password.breachedTitle': '새 비밀번호 선택',
  'b2b.password.breachedBody': '다른 곳에서 사용하지 않은 새 비밀번호를 설정할 수 있는 링크를 이메일로 보내 드립니다.',
  'b2b.password.sendLink': '이메일로 링크 받기',
  'b2b.password.sentTitle': '이메일을 확인하세요',
  'b2b.password.sentBody': '비밀번호 재설정 링크를 {email} 주소로 보냈습니다.',
  'b2b.password.didntGetIt': '받지 못하셨나요?',
  'b2b.password.resend': '이메일 다시 보내기',
  'b2b.password.resent': '이메일을 다시 보냈습니다',
  'b2b.password.setNewTitle': '새 비밀번호 설정',
  'b2b.password.setNewBody': '계정의 새 비밀번호를 설정하세요.',
  'b2b.password.noToken': '비밀번호 재설정 링크 없이 이 페이지가 열렸습니다. 이메일의 링크를 다시 여세요.',
  'b2b.password.strengthScore': '비밀번호 강도: 4점 중 {score}점',
  'b2b.password.accepted': '비밀번호가 요구 사항을 충족합니다.',
  'b2b.password.notAccepted': '비밀번호가 요구 사항을 충족하지 않습니다.',
  'b2b.password.requirementsLabel': '비밀번호 요구 사항',
  'b2b.password.requirementMet': '충족:',
  'b2b.password.requirementUnmet': '미충족:',
  'b2b.password.minimumLength': { other: '{count}자 이상이어야 합니다' },
  'b2b.password.complexity': { other: '다음 중 {count}가지 이상을 포함해야 합니다: 대문자, 소문자, 숫자, 기호' },
  'b2b.password.breached': '보안 문제가 발생한 다른 사이트에서 사용된 비밀번호일 수 있습니다. 다른 비밀번호를 선택하세요.',
};

export default texts;
