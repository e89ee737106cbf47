/** Thai (th): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'รหัสผ่าน',
  'password.newPassword': 'รหัสผ่านใหม่',
  'password.showPassword': 'แสดงรหัสผ่าน',
  'password.createTitle': 'สร้างบัญชี',
  'password.createBody': 'ตั้งรหัสผ่านสำหรับ {email}',
  'password.loginTitle': 'เข้าสู่ระบบ',
  'password.loginBody': 'ป้อนรหัสผ่านสำหรับ {email}',
  'password.forgot': 'ลืมรหัสผ่านใช่ไหม',
  'password.createInstead': 'สร้างรหัสผ่านแทน',
  'password.emailLinkInstead': 'ส่งลิงก์เข้าสู่ระบบทางอีเมล',
  'password.emailCodeInstead': 'ส่งรหัสยืนยันทางอีเมล',
  'password.strengthLabel': 'ความแข็งแรงของรหัสผ่าน',
  'password.strength.veryWeak': 'อ่อนมาก',
  'password.strength.weak': 'อ่อน',
  'password.strength.strong': 'แข็งแรง',
  'password.strength.veryStrong': 'แข็งแรงมาก',
  'password.requirementsLabel': 'ข้อกำหนดของรหัสผ่าน',
  'password.requirementMet': 'ผ่านแล้ว:',
  'password.requirementUnmet': 'ยังไม่ผ่าน:',
  'password.luds.length': { other: 'ต้องมีอย่างน้อย {count} ตัวอักษร' },
  'password.luds.complexity': { other: 'ต้องมีอย่างน้อย {count} ประเภทจากรายการต่อไปนี้: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข สัญลักษณ์' },
  'password.luds.breached': 'รหัสผ่านนี้อาจเคยถูกใช้ในเว็บไซต์อื่นที่เกิดปัญหาด้านความปลอดภัย โปรดเลือกรหัสผ่านอื่น',
  'password.forgotTitle': 'ตรวจสอบอีเมลของคุณเพื่อรับความช่วยเหลือในการเข้าสู่ระบบ!',
  'password.forgotBody': 'เราได้ส่งอีเมลที่มีลิงก์สำหรับรีเซ็ตรหัสผ่านไปที่ {email} แล้ว โปรดคลิกลิงก์เพื่อตั้งรหัสผ่านใหม่',
  'password.setNewTitle': 'ตรวจสอบอีเมลของคุณ!',
  'password.setNewBody': 'เราได้ส่งอีเมลไปที่ {email} แล้ว โปรดคลิกลิงก์ในอีเมลเพื่อตั้งรหัสผ่านสำหรับบัญชีของคุณ',
  'password.dedupeTitle': 'ตรวจสอบอีเมลของคุณเพื่อตั้งรหัสผ่านใหม่',
  'password.dedupeBody': 'เราต้องการให้แน่ใจว่าบัญชีของคุณปลอดภัย และเป็นคุณจริงๆ ที่กำลังเข้าสู่ระบบ! เราได้ส่งอีเมลไปที่ {email} แล้ว โปรดคลิกลิงก์ในอีเมลเพื่อตั้งรหัสผ่านใหม่',
  'password.breachedTitle': 'ตรวจสอบอีเมลของคุณเพื่อรีเซ็ตรหัสผ่าน',
  'password.breachedBody': 'เพื่อความปลอดภัยของบัญชี เราได้ส่งอีเมลไปที่ {email} แล้ว โปรดคลิกลิงก์ในอีเมลเพื่อตั้งรหัสผ่านใหม่ที่คุณไม่เคยใช้ที่อื่น',
  'password.didntGetIt': 'ไม่ได้รับใช่ไหม',
  'password.resend': 'ส่งอีเมลอีกครั้ง',
  'password.emailResent': 'ส่งอีเมลอีกครั้งแล้ว',
  'password.loggingIn': 'กำลังเข้าสู่ระบบ...',
  'password.resetTitle': 'รีเซ็ตรหัสผ่าน',
  'password.resetBody': 'ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ',
  'password.requestNewBody': 'ป้อนที่อยู่อีเมลของคุณ แล้วเราจะส่งลิงก์ใหม่ให้',
  'password.sendNewEmail': 'ส่งอีเมลใหม่',
  'password.confirmationTitle': 'สำเร็จ!',
  'password.confirmationBody': 'คุณเข้าสู่ระบบเรียบร้อยแล้ว',
};

export default texts;
