/** Korean (ko): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ko: EmulatorTexts = {
  'duration.minutes': { other: '{count}분' },
  'duration.seconds': { other: '{count}초' },
  'otp.subject': '인증 코드',
  'otp.body': '{projectName} 인증 코드는 {code}입니다. {duration} 후에 만료됩니다.',
  'magicLink.login.subject': '로그인 링크',
  'magicLink.signup.subject': '회원가입을 위해 이메일을 확인하세요',
  'magicLink.login.intro': '{projectName}에 로그인하려면 아래 링크를 클릭하세요:',
  'magicLink.signup.intro': '{projectName} 회원가입을 완료하려면 아래 링크를 클릭하세요:',
  'magicLink.expiry': '이 링크는 {duration} 후에 만료됩니다. 요청하지 않으셨다면 이 이메일을 무시하세요.',
  'passwordReset.subject': '비밀번호 재설정',
  'passwordReset.intro': '누군가 {projectName} 계정의 비밀번호 재설정을 요청했습니다. 새 비밀번호를 설정하려면 다음 링크를 여세요:',
  'passwordReset.loginInstead': '또는 비밀번호를 변경하지 않고 로그인하세요:',
  'passwordReset.expiry': '이 링크는 {duration} 후에 만료됩니다. 요청하지 않으셨다면 이 이메일을 무시하세요.',
  'b2b.passwordReset.organization.subject': '{organizationName} 비밀번호 재설정',
  'b2b.passwordReset.organization.intro': '누군가 {organizationName}의 비밀번호 재설정을 요청했습니다. 새 비밀번호를 설정하려면 다음 링크를 여세요:',
  'b2b.passwordReset.project.subject': '{projectName} 비밀번호 재설정',
  'b2b.passwordReset.project.intro': '누군가 {projectName} 비밀번호 재설정을 요청했습니다. 새 비밀번호를 설정하려면 다음 링크를 여세요:',
  'b2b.passwordReset.expiry': '링크는 {duration} 후에 만료됩니다. 요청하지 않으셨다면 이 이메일을 무시하세요.',
  'b2b.otp.subject': '{projectName} 인증 코드',
  'b2b.otp.body': '로그인 코드는 {code}입니다. {duration} 후에 만료됩니다.',
  'b2b.otp.organizationBody': '{organizationName} 로그인 코드는 {code}입니다. {duration} 후에 만료됩니다.',
  'b2b.magicLink.subject': '{projectName} 로그인 링크',
  'b2b.magicLink.body': '{name}에 로그인: {link}',
  'b2b.magicLink.expiry': '링크는 {duration} 후에 만료됩니다.',
};

export default ko;
