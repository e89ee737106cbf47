/** Thai (th): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'ป้อนอีเมลของคุณเพื่อดำเนินการต่อ',
  'b2b.sso.connectionsTitle': 'เลือกการเชื่อมต่อเพื่อดำเนินการต่อ',
  'b2b.sso.organizationTitle': 'ดำเนินการต่อไปยัง {organization}',
  'b2b.sso.continueWith': 'ดำเนินการต่อด้วย {name}',
  'b2b.sso.noConnections': 'องค์กรนี้ยังไม่มีการเชื่อมต่อสำหรับการเข้าสู่ระบบครั้งเดียว (SSO) โปรดลองวิธีอื่น',
  'b2b.sso.fallbackTitle': 'ขออภัย เราไม่พบการเชื่อมต่อใดๆ',
  'b2b.sso.fallbackBody': 'โปรดป้อนตัวระบุเฉพาะขององค์กรเพื่อดำเนินการต่อ หากคุณไม่ทราบตัวระบุเฉพาะ ให้เข้าสู่ระบบด้วยวิธีอื่นเพื่อดูองค์กรทั้งหมดที่คุณใช้ได้',
  'b2b.sso.slugField': 'ตัวระบุองค์กร',
  'b2b.sso.slugRequired': 'ป้อนตัวระบุองค์กร',
  'b2b.sso.orgNotFound': 'ไม่พบองค์กร โปรดลองอีกครั้ง',
  'b2b.sso.landingFailedTitle': 'เข้าสู่ระบบไม่สำเร็จ',
  'b2b.sso.tryAnotherMethod': 'ลองวิธีอื่น',
  'b2b.sso.redirecting': 'กำลังเปลี่ยนเส้นทางไปยัง {name}…',
  'b2b.sso.signingIn': 'กำลังเข้าสู่ระบบ…',
};

export default texts;
