/** Thai (th): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'กำลังเข้าสู่ระบบ…',
  'authenticate.doneTitle': 'คุณเข้าสู่ระบบแล้ว',
  'authenticate.failedTitle': 'เข้าสู่ระบบไม่สำเร็จ',
  'authenticate.noToken': 'หน้านี้ไม่ได้เปิดจากลิงก์เข้าสู่ระบบ โปรดใช้ลิงก์ที่คุณได้รับอีกครั้ง',
};

export default texts;
