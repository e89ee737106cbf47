/** Thai (th): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'กำลังค้นหาองค์กรของคุณ...',
  'b2b.organization.notFound.title': 'ไม่พบองค์กรของคุณ',
  'b2b.organization.notFound.body': 'ไม่มีองค์กรที่ใช้ที่อยู่ “{slug}” โปรดตรวจสอบลิงก์ที่คุณเปิด หรือขอลิงก์จากผู้ดูแลระบบ',
  'b2b.organization.notFound.noSlug': 'หน้านี้ไม่ได้ระบุองค์กร โปรดใช้ลิงก์ที่ผู้ดูแลระบบให้ไว้',
  'b2b.organization.loadFailed.retry': 'ลองอีกครั้ง',
  'b2b.organization.title': 'ดำเนินการต่อไปยัง {organization}',
  'b2b.organization.sso': 'ดำเนินการต่อด้วย {connection}',
  'b2b.organization.continue': 'ดำเนินการต่อ',
  'b2b.organization.invalidEmail': 'รูปแบบอีเมลไม่ถูกต้อง',
  'b2b.organization.or': 'หรือ',
  'b2b.organization.password': 'ใช้รหัสผ่านแทน',
  'b2b.organization.noMethods': '{organization} ไม่อนุญาตวิธีเข้าสู่ระบบใดๆ ในหน้านี้ โปรดติดต่อผู้ดูแลระบบ',
};

export default texts;
