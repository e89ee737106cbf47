/** Korean (ko): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': '인증 코드 입력',
  'otp.sentTo': '6자리 인증 코드를 {destination}(으)로 보냈습니다.',
  'otp.verifying': '인증 코드 확인 중...',
  'otp.expiresIn': '코드가 {countdown} 후에 만료됩니다.',
  'otp.expired': '코드가 만료되었습니다.',
  'otp.resend.prompt': '받지 못하셨나요?',
  'otp.resend.initial': '코드 다시 보내기',
  'otp.resend.sending': '보내는 중...',
  'otp.resend.sent': '코드를 보냈습니다',
  'otp.resend.waiting': '코드 다시 보내기',
  'otp.emailResent': '이메일을 다시 보냈습니다',
  'otp.codeResent': '코드를 다시 보냈습니다',
  'otp.successTitle': '완료되었습니다!',
  'otp.successBody': '인증 코드가 확인되었습니다.',
};

export default texts;
