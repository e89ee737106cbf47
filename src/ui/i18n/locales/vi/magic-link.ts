/** Vietnamese (vi): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'Kiểm tra email của bạn',
  'emailConfirmation.sentTo': 'Chúng tôi đã gửi email đến {email}.',
  'emailConfirmation.didntGetIt': 'Bạn chưa nhận được?',
  'emailConfirmation.tryAgain': 'Thử lại',
  'emailConfirmation.resend': 'Gửi lại email',
  'emailConfirmation.resent': 'Đã gửi lại email',
  'emailConfirmation.openGmail': 'Mở Gmail',
  'emailConfirmation.openYahoo': 'Mở Yahoo',
  'emailConfirmation.openOutlook': 'Mở Outlook',
};

export default texts;
