/** Korean (ko): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': '계속',
  'common.back': '뒤로',
  'common.tryAgain': '다시 시도',
  'common.close': '닫기',
  'common.poweredBy': '제공:',
  'common.logo': '로고',
  'common.providerName': 'Stytch',
  'field.email': '이메일',
  'field.phoneNumber': '전화번호',
  'field.country': '국가',
  'field.passcode': '인증 코드 입력',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': '이메일 형식이 올바르지 않습니다.',
  'validation.invalidEmailAddress': '유효하지 않은 이메일 주소입니다.',
  'validation.phoneFormatInvalid': '전화번호 형식이 올바르지 않습니다. 전화번호가 E.164 형식인지 확인하세요.',
  'main.header': '회원가입 또는 로그인',
  'main.divider': '또는',
  'main.tabsLabel': '로그인 방법',
  'main.tab.sms': '문자',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': '이메일',
  'main.tab.password': '이메일',
  'main.error.passkeysAlone': '오류: 패스키는 단독으로 사용할 수 없습니다. 구성에 다른 제품을 추가하세요.',
  'main.error.emlAndEmailOtp': '오류: EML과 이메일 OTP를 함께 사용할 수 없습니다',
  'main.passkeyButton': '패스키로 로그인',
  'main.otherCryptoWallets': '다른 암호화폐 지갑으로 계속하기',
  'main.sendLink': '계속',
  'main.sendCode': '계속',
};

export default texts;
