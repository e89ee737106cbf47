/** Korean (ko): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': '비밀번호',
  'password.newPassword': '새 비밀번호',
  'password.showPassword': '비밀번호 표시',
  'password.createTitle': '계정 만들기',
  'password.createBody': '{email}에 사용할 비밀번호를 설정하세요.',
  'password.loginTitle': '로그인',
  'password.loginBody': '{email}의 비밀번호를 입력하세요.',
  'password.forgot': '비밀번호를 잊으셨나요?',
  'password.createInstead': '비밀번호 만들기',
  'password.emailLinkInstead': '이메일로 로그인 링크 받기',
  'password.emailCodeInstead': '이메일로 인증 코드 받기',
  'password.strengthLabel': '비밀번호 강도',
  'password.strength.veryWeak': '매우 약함',
  'password.strength.weak': '약함',
  'password.strength.strong': '강함',
  'password.strength.veryStrong': '매우 강함',
  'password.requirementsLabel': '비밀번호 요구 사항',
  'password.requirementMet': '충족:',
  'password.requirementUnmet': '미충족:',
  'password.luds.length': { other: '{count}자 이상이어야 합니다' },
  'password.luds.complexity': { other: '다음 중 {count}가지 이상을 포함해야 합니다: 대문자, 소문자, 숫자, 기호' },
  'password.luds.breached': '보안 문제가 발생한 다른 사이트에서 사용된 비밀번호일 수 있습니다. 다른 비밀번호를 선택하세요.',
  'password.forgotTitle': '로그인 안내 이메일을 확인하세요!',
  'password.forgotBody': '비밀번호 재설정 링크가 포함된 이메일을 {email} 주소로 보냈습니다. 링크를 열어 새 비밀번호를 설정하세요.',
  'password.setNewTitle': '이메일을 확인하세요!',
  'password.setNewBody': '{email} 주소로 이메일을 보냈습니다. 이메일의 링크를 열어 계정 비밀번호를 설정하세요.',
  'password.dedupeTitle': '이메일을 확인하여 새 비밀번호를 설정하세요',
  'password.dedupeBody': '계정을 안전하게 보호하고 본인이 로그인하는 것인지 확인하려고 합니다. {email} 주소로 이메일을 보냈습니다. 이메일의 링크를 열어 새 비밀번호를 설정하세요.',
  'password.breachedTitle': '이메일을 확인하여 비밀번호를 재설정하세요',
  'password.breachedBody': '계정을 안전하게 보호하기 위해 {email} 주소로 이메일을 보냈습니다. 이메일의 링크를 열어 다른 곳에서 사용하지 않은 새 비밀번호를 설정하세요.',
  'password.didntGetIt': '받지 못하셨나요?',
  'password.resend': '이메일 다시 보내기',
  'password.emailResent': '이메일을 다시 보냈습니다',
  'password.loggingIn': '로그인 중...',
  'password.resetTitle': '비밀번호 재설정',
  'password.resetBody': '계정의 새 비밀번호를 설정하세요.',
  'password.requestNewBody': '이메일 주소를 입력하시면 새 링크를 보내 드립니다.',
  'password.sendNewEmail': '새 이메일 보내기',
  'password.confirmationTitle': '완료되었습니다!',
  'password.confirmationBody': '로그인되었습니다.',
};

export default texts;
