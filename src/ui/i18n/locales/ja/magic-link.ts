/** Japanese (ja): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'メールを確認してください',
  'emailConfirmation.sentTo': '{email} にメールを送信しました。',
  'emailConfirmation.didntGetIt': '届いていませんか？',
  'emailConfirmation.tryAgain': 'もう一度試す',
  'emailConfirmation.resend': 'メールを再送信',
  'emailConfirmation.resent': 'メールを再送信しました',
  'emailConfirmation.openGmail': 'Gmail を開く',
  'emailConfirmation.openYahoo': 'Yahoo を開く',
  'emailConfirmation.openOutlook': 'Outlook を開く',
};

export default texts;
