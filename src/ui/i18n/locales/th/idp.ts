/** Thai (th): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'เข้าสู่ระบบ {clientName} ด้วย {projectName}',
  'idp.titleCustomScopes': '{clientName} ต้องการเข้าถึงบัญชี {projectName} ของคุณ',
  'idp.permissionsStandard': 'อนุญาตให้ {clientName}:',
  'idp.permissionsCustom': '{clientName} ขอสิทธิ์เพื่อ:',
  'idp.ungrantableNotice': 'คุณไม่มีสิทธิ์อนุญาตให้ {clientName} เข้าถึงขอบเขตบางรายการที่ขอ',
  'idp.ungrantableList': 'คุณไม่สามารถอนุมัติคำขอของ {clientName} ต่อไปนี้:',
  'idp.fallbackClientName': 'แอป',
  'idp.clientLogo': 'โลโก้ {clientName}',
  'idp.allow': 'อนุญาต',
  'idp.deny': 'ปฏิเสธ',
  'idp.loading': 'กำลังโหลด...',
  'idp.missingParameter': 'ไม่มีพารามิเตอร์ที่จำเป็น: {param} โปรดติดต่อนักพัฒนาแอปพลิเคชัน',
  'idp.successTitle': 'สำเร็จ!',
  'idp.successBody': 'คุณเข้าสู่ระบบ {clientName} แล้ว ปิดหน้านี้ได้เลย',
  'idp.redirecting': 'กำลังพาคุณกลับไปที่ {clientName}…',
  'idp.redirectNotRequested': 'ไม่สามารถดำเนินการตามคำขอนี้ได้: ที่อยู่สำหรับกลับไม่ตรงกับที่แอปขอไว้ โปรดติดต่อนักพัฒนาแอปพลิเคชัน',
  'idp.scope.openid': 'ยืนยันตัวตนของคุณ',
  'idp.scope.openid.detail': 'ดูข้อมูลที่จัดเก็บไว้ในบัญชีของคุณ',
  'idp.scope.personalProfile': 'ดูข้อมูลโปรไฟล์ส่วนตัวของคุณ',
  'idp.scope.profile.detail': 'ชื่อ รูปโปรไฟล์ และภาษาของคุณ',
  'idp.scope.email.detail': 'ที่อยู่อีเมลของคุณ',
  'idp.scope.phone.detail': 'หมายเลขโทรศัพท์ของคุณ',
  'idp.scope.offline_access': 'เข้าถึงข้อมูลของคุณต่อไปได้แม้ในขณะที่คุณไม่ได้ใช้แอป',
  'idp.scope.full_access': 'เข้าถึงบัญชีของคุณได้อย่างเต็มที่',
  'idp.scope.custom': 'ใช้ขอบเขต {scope}',
  'idp.logoutTitle': 'ออกจากระบบใช่ไหม',
  'idp.logoutBody': 'คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบบัญชี {projectName} ของคุณ',
  'idp.yes': 'ใช่',
  'idp.no': 'ไม่',
  'idp.logoutDeniedTitle': 'ยังคงเข้าสู่ระบบอยู่',
  'idp.logoutDenied': 'คุณยังไม่ได้ออกจากระบบ ปิดหน้านี้ได้เลย',
};

export default texts;
