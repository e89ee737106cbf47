/** Thai (th): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'เลือกวิธีที่คุณต้องการดำเนินการต่อ',
  'b2b.email.method.link': 'ส่งลิงก์เข้าสู่ระบบทางอีเมล',
  'b2b.email.method.code': 'ส่งรหัสยืนยันทางอีเมล',
  'b2b.email.otp.title': 'ป้อนรหัสยืนยัน',
  'b2b.email.otp.sentTo': 'ส่งรหัสยืนยัน 6 หลักไปที่ {email} แล้ว',
  'b2b.email.otp.label': 'ป้อนรหัสยืนยัน',
  'b2b.email.otp.verifying': 'กำลังตรวจสอบรหัสยืนยัน...',
  'b2b.email.otp.resendPrompt': 'ไม่ได้รับใช่ไหม',
  'b2b.email.otp.resend': 'ส่งรหัสอีกครั้ง',
  'b2b.email.otp.resent': 'ส่งรหัสอีกครั้งแล้ว',
  'b2b.email.otp.expiresIn': 'รหัสจะหมดอายุใน {countdown}',
  'b2b.email.otp.expired': 'รหัสหมดอายุแล้ว',
  'b2b.email.sent.title': 'ตรวจสอบอีเมลของคุณ',
  'b2b.email.sent.sentTo': 'ส่งอีเมลไปที่ {email} แล้ว',
  'b2b.email.sent.resendPrompt': 'ไม่ได้รับใช่ไหม',
  'b2b.email.sent.resend': 'ส่งอีเมลอีกครั้ง',
  'b2b.email.sent.resent': 'ส่งอีเมลอีกครั้งแล้ว',
  'b2b.email.tryAgain': 'ลองใช้ที่อยู่อีเมลอื่น',
};

export default texts;
