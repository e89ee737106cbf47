/** Thai (th): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'รหัสผ่าน',
  'b2b.password.newField': 'รหัสผ่านใหม่',
  'b2b.password.show': 'แสดงรหัสผ่าน',
  'b2b.password.required': 'ป้อนรหัสผ่านของคุณ',
  'b2b.password.loginTitle': 'เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
  'b2b.password.loginOrganization': 'เข้าสู่ระบบ {organization}',
  'b2b.password.forgot': 'ลืมรหัสผ่านใช่ไหม',
  'b2b.password.forgotTitle': 'รีเซ็ตรหัสผ่าน',
  'b2b.password.forgotOrganization': 'เราจะส่งลิงก์เข้าสู่ระบบทางอีเมล เพื่อให้คุณเข้าสู่บัญชีได้โดยตรง หรือรีเซ็ตรหัสผ่านหากคุณมีรหัสผ่านอยู่แล้ว',
  'b2b.password.forgotDiscovery': 'เราจะส่งลิงก์ยืนยันทางอีเมล เพื่อให้คุณสมัครบัญชี หรือรีเซ็ตรหัสผ่านหากคุณมีรหัสผ่านอยู่แล้ว',
  'b2b.password.noPasswordTitle': 'ตั้งรหัสผ่านผ่านอีเมล',
  'b2b.password.noPasswordBody': 'คุณยังไม่มีรหัสผ่าน เราจะส่งลิงก์สำหรับตั้งรหัสผ่านให้คุณทางอีเมล',
  'b2b.password.breachedTitle': 'เลือกรหัสผ่านใหม่',
  'b2b.password.breachedBody': 'เราจะส่งลิงก์ทางอีเมลเพื่อให้คุณเลือกรหัสผ่านใหม่ที่ไม่เคยใช้ที่อื่น',
  'b2b.password.sendLink': 'ส่งลิงก์ทางอีเมล',
  'b2b.password.sentTitle': 'ตรวจสอบอีเมลของคุณ',
  'b2b.password.sentBody': 'ส่งลิงก์สำหรับรีเซ็ตรหัสผ่านไปที่ {email} แล้ว',
  'b2b.password.didntGetIt': 'ไม่ได้รับใช่ไหม',
  'b2b.password.resend': 'ส่งอีเมลอีกครั้ง',
  'b2b.password.resent': 'ส่งอีเมลอีกครั้งแล้ว',
  'b2b.password.setNewTitle': 'ตั้งรหัสผ่านใหม่',
  'b2b.password.setNewBody': 'ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ',
  'b2b.password.noToken': 'หน้านี้ไม่ได้เปิดจากลิงก์รีเซ็ตรหัสผ่าน โปรดเปิดลิงก์ในอีเมลของคุณอีกครั้ง',
  'b2b.password.strengthScore': 'ความแข็งแรงของรหัสผ่าน: {score} จาก 4',
  'b2b.password.accepted': 'รหัสผ่านใช้ได้',
  'b2b.password.notAccepted': 'รหัสผ่านใช้ไม่ได้',
  'b2b.password.requirementsLabel': 'ข้อกำหนดของรหัสผ่าน',
  'b2b.password.requirementMet': 'ผ่านแล้ว:',
  'b2b.password.requirementUnmet': 'ยังไม่ผ่าน:',
  'b2b.password.minimumLength': { other: 'ต้องมีอย่างน้อย {count} ตัวอักษร' },
  'b2b.password.complexity': { other: 'ต้องมีอย่างน้อย {count} ประเภทจากรายการต่อไปนี้: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข สัญลักษณ์' },
  'b2b.password.breached': 'รหัสผ่านนี้อาจเคยถูกใช้ในเว็บไซต์อื่นที่เกิดปัญหาด้านความปลอดภัย โปรดเลือกรหัสผ่านอื่น',
};

export default texts;
