/** Thai (th): the email magic link screens. docs/i18n.md */
import type { MAGIC_LINK_MESSAGES } from '../../../flows/magic-link/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof MAGIC_LINK_MESSAGES> = {
  'emailConfirmation.title': 'ตรวจสอบอีเมลของคุณ',
  'emailConfirmation.sentTo': 'ส่งอีเมลไปที่ {email} แล้ว',
  'emailConfirmation.didntGetIt': 'ไม่ได้รับใช่ไหม',
  'emailConfirmation.tryAgain': 'ลองอีกครั้ง',
  'emailConfirmation.resend': 'ส่งอีเมลอีกครั้ง',
  'emailConfirmation.resent': 'ส่งอีเมลอีกครั้งแล้ว',
  'emailConfirmation.openGmail': 'เปิด Gmail',
  'emailConfirmation.openYahoo': 'เปิด Yahoo',
  'emailConfirmation.openOutlook': 'เปิด Outlook',
};

export default texts;
