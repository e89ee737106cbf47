/** Thai (th): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'สำเร็จ!',
  'passkey.successBody': 'ยืนยันตัวตนด้วยพาสคีย์ของคุณเรียบร้อยแล้ว',
  'passkey.checkingSession': 'กำลังตรวจสอบเซสชันของคุณ...',
  'passkey.noActiveUser': 'ข้อผิดพลาด: ไม่สามารถใช้คอมโพเนนต์ PasskeyRegistration ได้หากไม่มีผู้ใช้ที่ยืนยันตัวตนแล้ว',
  'passkey.registrationTitle': 'ตั้งค่าพาสคีย์ใหม่',
  'passkey.registrationBody': 'พาสคีย์ช่วยให้คุณเข้าสู่ระบบด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอ แทนการใช้รหัสผ่านหรือรหัสยืนยัน',
  'passkey.create': 'สร้างพาสคีย์',
  'passkey.skip': 'ข้าม',
  'passkey.createdTitle': 'สร้างพาสคีย์สำเร็จแล้ว!',
  'passkey.skippedTitle': 'พาสคีย์ของคุณ',
  'passkey.setUpAnother': 'ตั้งค่าพาสคีย์อื่น',
  'passkey.done': 'เสร็จสิ้น',
  'passkey.existingPasskeys': 'พาสคีย์ที่มีอยู่',
  'passkey.listNoActiveUser': 'ข้อผิดพลาด: ไม่สามารถใช้คอมโพเนนต์ PasskeyList ได้หากไม่มีผู้ใช้ที่ยืนยันตัวตนแล้ว',
  'passkey.listEmpty': 'ยังไม่มีพาสคีย์',
  'passkey.listLoading': 'กำลังโหลดพาสคีย์ของคุณ...',
  'passkey.created': 'สร้างเมื่อ {date}',
  'passkey.lastUsed': 'ใช้ล่าสุดเมื่อ {date}',
  'passkey.neverUsed': 'ยังไม่เคยใช้',
  'passkey.rename': 'เปลี่ยนชื่อ',
  'passkey.renameLabel': 'เปลี่ยนชื่อ {name}',
  'passkey.nameLabel': 'ชื่อพาสคีย์',
  'passkey.nameRequired': 'ป้อนชื่อสำหรับพาสคีย์นี้',
  'passkey.nameHint': 'กด Enter เพื่อบันทึก หรือกด Esc เพื่อยกเลิก',
  'passkey.save': 'บันทึก',
  'passkey.delete': 'ลบ',
  'passkey.deleteLabel': 'ลบ {name}',
  'passkey.cancel': 'ยกเลิก',
  'passkey.deleteConfirm': 'ต้องการลบพาสคีย์ “{name}” ใช่ไหม',
  'passkey.deleteWarning': 'พาสคีย์ที่ลบแล้วจะใช้เข้าสู่ระบบไม่ได้อีก โปรดนำออกจากตัวจัดการรหัสผ่านของคุณด้วย',
};

export default texts;
