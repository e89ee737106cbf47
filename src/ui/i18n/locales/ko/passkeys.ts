/** Korean (ko): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': '완료되었습니다!',
  'passkey.successBody': '패스키가 인증되었습니다.',
  'passkey.checkingSession': '세션 확인 중...',
  'passkey.noActiveUser': '오류: 인증된 활성 사용자가 없으면 PasskeyRegistration 컴포넌트를 사용할 수 없습니다.',
  'passkey.registrationTitle': '새 패스키 설정',
  'passkey.registrationBody': '패스키를 사용하면 비밀번호나 코드 대신 지문, 얼굴 또는 화면 잠금으로 로그인할 수 있습니다.',
  'passkey.create': '패스키 만들기',
  'passkey.skip': '건너뛰기',
  'passkey.createdTitle': '패스키가 생성되었습니다!',
  'passkey.skippedTitle': '내 패스키',
  'passkey.setUpAnother': '다른 패스키 설정',
  'passkey.done': '완료',
  'passkey.existingPasskeys': '기존 패스키',
  'passkey.listNoActiveUser': '오류: 인증된 활성 사용자가 없으면 PasskeyList 컴포넌트를 사용할 수 없습니다.',
  'passkey.listEmpty': '아직 패스키가 없습니다.',
  'passkey.listLoading': '패스키를 불러오는 중...',
  'passkey.created': '생성일: {date}',
  'passkey.lastUsed': '마지막 사용: {date}',
  'passkey.neverUsed': '아직 사용하지 않음',
  'passkey.rename': '이름 변경',
  'passkey.renameLabel': '{name} 이름 변경',
  'passkey.nameLabel': '패스키 이름',
  'passkey.nameRequired': '이 패스키의 이름을 입력하세요.',
  'passkey.nameHint': 'Enter 키를 눌러 저장하거나 Esc 키를 눌러 취소하세요.',
  'passkey.save': '저장',
  'passkey.delete': '삭제',
  'passkey.deleteLabel': '{name} 삭제',
  'passkey.cancel': '취소',
  'passkey.deleteConfirm': '\'{name}\' 패스키를 삭제하시겠습니까?',
  'passkey.deleteWarning': '삭제한 패스키로는 더 이상 로그인할 수 없습니다. 비밀번호 관리자에서도 삭제하세요.',
};

export default texts;
