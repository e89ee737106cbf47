/** Korean (ko): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': '계속할 방법을 선택하세요',
  'b2b.email.method.link': '이메일로 로그인 링크 받기',
  'b2b.email.method.code': '이메일로 인증 코드 받기',
  'b2b.email.otp.title': '인증 코드 입력',
  'b2b.email.otp.sentTo': '6자리 인증 코드를 {email} 주소로 보냈습니다.',
  'b2b.email.otp.label': '인증 코드 입력',
  'b2b.email.otp.verifying': '인증 코드 확인 중...',
  'b2b.email.otp.resendPrompt': '받지 못하셨나요?',
  'b2b.email.otp.resend': '코드 다시 보내기',
  'b2b.email.otp.resent': '코드를 다시 보냈습니다',
  'b2b.email.otp.expiresIn': '코드가 {countdown} 후에 만료됩니다.',
  'b2b.email.otp.expired': '코드가 만료되었습니다.',
  'b2b.email.sent.title': '이메일을 확인하세요',
  'b2b.email.sent.sentTo': '{email} 주소로 이메일을 보냈습니다.',
  'b2b.email.sent.resendPrompt': '받지 못하셨나요?',
  'b2b.email.sent.resend': '이메일 다시 보내기',
  'b2b.email.sent.resent': '이메일을 다시 보냈습니다',
  'b2b.email.tryAgain': '다른 이메일 주소로 시도',
};

export default texts;
