/** Thai (th): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const th: EmulatorTexts = {
  'duration.minutes': { other: '{count} นาที' },
  'duration.seconds': { other: '{count} วินาที' },
  'otp.subject': 'รหัสยืนยันของคุณ',
  'otp.body': 'รหัสยืนยัน {projectName} ของคุณคือ {code} รหัสนี้จะหมดอายุใน {duration}',
  'magicLink.login.subject': 'ลิงก์เข้าสู่ระบบของคุณ',
  'magicLink.signup.subject': 'ยืนยันอีเมลของคุณเพื่อสมัครสมาชิก',
  'magicLink.login.intro': 'คลิกลิงก์ด้านล่างเพื่อเข้าสู่ระบบ {projectName}:',
  'magicLink.signup.intro': 'คลิกลิงก์ด้านล่างเพื่อสมัครสมาชิก {projectName} ให้เสร็จสมบูรณ์:',
  'magicLink.expiry': 'ลิงก์นี้จะหมดอายุใน {duration} หากคุณไม่ได้ขอลิงก์นี้ โปรดละเว้นอีเมลนี้',
  'passwordReset.subject': 'รีเซ็ตรหัสผ่านของคุณ',
  'passwordReset.intro': 'มีผู้ขอรีเซ็ตรหัสผ่านบัญชี {projectName} ของคุณ หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิด:',
  'passwordReset.loginInstead': 'หรือเข้าสู่ระบบโดยไม่เปลี่ยนรหัสผ่าน:',
  'passwordReset.expiry': 'ลิงก์เหล่านี้จะหมดอายุใน {duration} หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้',
  'b2b.passwordReset.organization.subject': 'รีเซ็ตรหัสผ่าน {organizationName} ของคุณ',
  'b2b.passwordReset.organization.intro': 'มีผู้ขอรีเซ็ตรหัสผ่านของคุณสำหรับ {organizationName} หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิด:',
  'b2b.passwordReset.project.subject': 'รีเซ็ตรหัสผ่าน {projectName} ของคุณ',
  'b2b.passwordReset.project.intro': 'มีผู้ขอรีเซ็ตรหัสผ่าน {projectName} ของคุณ หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิด:',
  'b2b.passwordReset.expiry': 'ลิงก์จะหมดอายุใน {duration} หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้',
  'b2b.otp.subject': 'รหัสยืนยัน {projectName} ของคุณ',
  'b2b.otp.body': 'รหัสสำหรับเข้าสู่ระบบของคุณคือ {code} รหัสนี้จะหมดอายุใน {duration}',
  'b2b.otp.organizationBody': 'รหัสสำหรับเข้าสู่ระบบ {organizationName} ของคุณคือ {code} รหัสนี้จะหมดอายุใน {duration}',
  'b2b.magicLink.subject': 'ลิงก์เข้าสู่ระบบ {projectName} ของคุณ',
  'b2b.magicLink.body': 'เข้าสู่ระบบ {name}: {link}',
  'b2b.magicLink.expiry': 'ลิงก์จะหมดอายุใน {duration}',
};

export default th;
