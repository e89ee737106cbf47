/** Traditional Chinese (zh-Hant): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': '請查看電子郵件',
  'emailConfirmation.sentTo': '已將電子郵件寄至 {email}。',
  'emailConfirmation.didntGetIt': '沒有收到嗎？',
  'emailConfirmation.tryAgain': '再試一次',
  'emailConfirmation.resend': '重新寄送電子郵件',
  'emailConfirmation.resent': '已重新寄送電子郵件',
  'emailConfirmation.openGmail': '開啟 Gmail',
  'emailConfirmation.openYahoo': '開啟 Yahoo',
  'emailConfirmation.openOutlook': '開啟 Outlook',
};

export default texts;
