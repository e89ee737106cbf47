/** Korean (ko): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': '계속할 조직을 선택하세요',
  'b2b.discovery.continue': '계속',
  'b2b.discovery.acceptInvite': '초대 수락',
  'b2b.discovery.join': '참여',
  'b2b.discovery.create': '조직 만들기',
  'b2b.discovery.working': '로그인 중...',
  'b2b.discovery.none.title': '{email} 계정이 속한 조직이 없습니다.',
  'b2b.discovery.none.askAdmin': '이메일 주소가 올바른지 확인하세요. 올바르다면 관리자의 초대가 필요할 수 있습니다.',
  'b2b.discovery.none.createTitle': '시작하려면 조직을 만드세요',
  'b2b.discovery.none.createBody': '{email}에 대한 계정이 없습니다. 오류라고 생각되면 다른 이메일 주소를 사용해 보거나 관리자에게 문의하세요.',
  'b2b.discovery.none.tryAgain': '다른 이메일 주소로 시도',
  'b2b.discovery.createForm.title': '조직 만들기',
  'b2b.discovery.createForm.name': '조직 이름',
  'b2b.discovery.createForm.slug': '조직 슬러그',
  'b2b.discovery.createForm.url': '조직 주소: {url}',
  'b2b.discovery.createForm.submit': '조직 만들기',
  'b2b.discovery.createForm.nameRequired': '조직 이름을 입력하세요.',
  'b2b.discovery.createForm.slugInvalid': '영문자, 숫자, 하이픈, 마침표, 밑줄, 물결표를 사용하여 2~128자로 입력하세요.',
};

export default texts;
