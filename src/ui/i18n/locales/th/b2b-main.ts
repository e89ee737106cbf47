/** Thai (th): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'สมัครสมาชิกหรือเข้าสู่ระบบ',
  'b2b.main.continue': 'ดำเนินการต่อ',
  'b2b.main.invalidEmail': 'รูปแบบอีเมลไม่ถูกต้อง',
  'b2b.main.or': 'หรือ',
  'b2b.main.sso': 'ใช้การเข้าสู่ระบบครั้งเดียว (SSO)',
  'b2b.main.password': 'ใช้รหัสผ่านแทน',
  'b2b.main.signingIn': 'กำลังเข้าสู่ระบบ...',
  'b2b.signedIn.title': 'สำเร็จ!',
  'b2b.signedIn.body': 'คุณเข้าสู่ระบบเรียบร้อยแล้ว',
  'b2b.signedIn.bodyWithOrganization': 'คุณเข้าสู่ระบบ {organization} เรียบร้อยแล้ว',
  'b2b.primaryRequired.title': 'ต้องใช้วิธีเข้าสู่ระบบอื่น',
  'b2b.primaryRequired.body': '{organization} กำหนดให้คุณเข้าสู่ระบบด้วยวิธีอื่น โปรดย้อนกลับและเลือกวิธีที่องค์กรอนุญาต',
  'b2b.primaryRequired.goBack': 'ย้อนกลับ',
};

export default texts;
