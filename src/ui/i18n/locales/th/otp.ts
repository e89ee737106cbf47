/** Thai (th): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'ป้อนรหัสยืนยัน',
  'otp.sentTo': 'ส่งรหัสยืนยัน 6 หลักไปที่ {destination} แล้ว',
  'otp.verifying': 'กำลังตรวจสอบรหัสยืนยัน...',
  'otp.expiresIn': 'รหัสจะหมดอายุใน {countdown}',
  'otp.expired': 'รหัสหมดอายุแล้ว',
  'otp.resend.prompt': 'ไม่ได้รับใช่ไหม',
  'otp.resend.initial': 'ส่งรหัสอีกครั้ง',
  'otp.resend.sending': 'กำลังส่ง...',
  'otp.resend.sent': 'ส่งรหัสแล้ว',
  'otp.resend.waiting': 'ส่งรหัสอีกครั้ง',
  'otp.emailResent': 'ส่งอีเมลอีกครั้งแล้ว',
  'otp.codeResent': 'ส่งรหัสอีกครั้งแล้ว',
  'otp.successTitle': 'สำเร็จ!',
  'otp.successBody': 'ตรวจสอบรหัสยืนยันของคุณเรียบร้อยแล้ว',
};

export default texts;
