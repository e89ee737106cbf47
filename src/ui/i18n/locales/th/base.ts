/** Thai (th): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'ดำเนินการต่อ',
  'common.back': 'ย้อนกลับ',
  'common.tryAgain': 'ลองอีกครั้ง',
  'common.close': 'ปิด',
  'common.poweredBy': 'ขับเคลื่อนโดย',
  'common.logo': 'โลโก้',
  'common.providerName': 'Stytch',
  'field.email': 'อีเมล',
  'field.phoneNumber': 'หมายเลขโทรศัพท์',
  'field.country': 'ประเทศ',
  'field.passcode': 'ป้อนรหัสยืนยัน',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'รูปแบบอีเมลไม่ถูกต้อง',
  'validation.invalidEmailAddress': 'ที่อยู่อีเมลไม่ถูกต้อง',
  'validation.phoneFormatInvalid': 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง โปรดตรวจสอบว่าหมายเลขโทรศัพท์อยู่ในรูปแบบ E.164',
  'main.header': 'สมัครสมาชิกหรือเข้าสู่ระบบ',
  'main.divider': 'หรือ',
  'main.tabsLabel': 'วิธีเข้าสู่ระบบ',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'อีเมล',
  'main.tab.password': 'อีเมล',
  'main.error.passkeysAlone': 'ข้อผิดพลาด: ไม่สามารถใช้พาสคีย์เพียงอย่างเดียวได้ โปรดเพิ่มผลิตภัณฑ์อื่นในการกำหนดค่า',
  'main.error.emlAndEmailOtp': 'ข้อผิดพลาด: ไม่สามารถใช้ EML และ OTP ทางอีเมลพร้อมกันได้',
  'main.passkeyButton': 'เข้าสู่ระบบด้วยพาสคีย์',
  'main.otherCryptoWallets': 'ดำเนินการต่อด้วยกระเป๋าเงินคริปโตอื่น',
  'main.sendLink': 'ดำเนินการต่อ',
  'main.sendCode': 'ดำเนินการต่อ',
};

export default texts;
