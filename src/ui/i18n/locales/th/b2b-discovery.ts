/** Thai (th): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'เลือกองค์กรเพื่อดำเนินการต่อ',
  'b2b.discovery.continue': 'ดำเนินการต่อ',
  'b2b.discovery.acceptInvite': 'ยอมรับคำเชิญ',
  'b2b.discovery.join': 'เข้าร่วม',
  'b2b.discovery.create': 'สร้างองค์กร',
  'b2b.discovery.working': 'กำลังเข้าสู่ระบบ...',
  'b2b.discovery.none.title': '{email} ไม่ได้เป็นสมาชิกขององค์กรใด',
  'b2b.discovery.none.askAdmin': 'โปรดตรวจสอบว่าที่อยู่อีเมลของคุณถูกต้อง หากถูกต้องแล้ว คุณอาจต้องได้รับคำเชิญจากผู้ดูแลระบบ',
  'b2b.discovery.none.createTitle': 'สร้างองค์กรเพื่อเริ่มต้นใช้งาน',
  'b2b.discovery.none.createBody': '{email} ยังไม่มีบัญชี หากคิดว่านี่เป็นข้อผิดพลาด โปรดลองใช้ที่อยู่อีเมลอื่น หรือติดต่อผู้ดูแลระบบ',
  'b2b.discovery.none.tryAgain': 'ลองใช้ที่อยู่อีเมลอื่น',
  'b2b.discovery.createForm.title': 'สร้างองค์กร',
  'b2b.discovery.createForm.name': 'ชื่อองค์กร',
  'b2b.discovery.createForm.slug': 'ตัวระบุองค์กร',
  'b2b.discovery.createForm.url': 'ที่อยู่ขององค์กรคุณ: {url}',
  'b2b.discovery.createForm.submit': 'สร้างองค์กร',
  'b2b.discovery.createForm.nameRequired': 'ป้อนชื่อองค์กรของคุณ',
  'b2b.discovery.createForm.slugInvalid': 'ใช้ตัวอักษร ตัวเลข ขีดกลาง จุด ขีดล่าง หรือเครื่องหมายตัวหนอน (~) จำนวน 2 ถึง 128 ตัว',
};

export default texts;
