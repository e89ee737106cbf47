/** Simplified Chinese (zh-Hans): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': '查收邮件',
  'emailConfirmation.sentTo': '已向 {email} 发送一封邮件。',
  'emailConfirmation.didntGetIt': '没有收到？',
  'emailConfirmation.tryAgain': '重试',
  'emailConfirmation.resend': '重新发送邮件',
  'emailConfirmation.resent': '邮件已重新发送',
  'emailConfirmation.openGmail': '打开 Gmail',
  'emailConfirmation.openYahoo': '打开 Yahoo',
  'emailConfirmation.openOutlook': '打开 Outlook',
};

export default texts;
