/** Korean (ko): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': '이메일을 확인하세요',
  'emailConfirmation.sentTo': '{email} 주소로 이메일을 보냈습니다.',
  'emailConfirmation.didntGetIt': '받지 못하셨나요?',
  'emailConfirmation.tryAgain': '다시 시도',
  'emailConfirmation.resend': '이메일 다시 보내기',
  'emailConfirmation.resent': '이메일을 다시 보냈습니다',
  'emailConfirmation.openGmail': 'Gmail 열기',
  'emailConfirmation.openYahoo': 'Yahoo 열기',
  'emailConfirmation.openOutlook': 'Outlook 열기',
};

export default texts;
