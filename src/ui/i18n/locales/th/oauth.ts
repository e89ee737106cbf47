/** Thai (th): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'ดำเนินการต่อด้วย {provider}',
  'oauth.continueWithGoogle': 'ดำเนินการต่อด้วย Google',
  'oauth.providersLabel': 'เข้าสู่ระบบด้วยโซเชียล',
  'oauth.oneTapLabel': 'เข้าสู่ระบบด้วย Google One Tap',
  'oauth.oneTapSigningIn': 'กำลังเข้าสู่ระบบด้วย Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap แสดงบน {origin} ไม่ได้: โปรดเพิ่มต้นทางนี้ลงใน “ต้นทาง JavaScript ที่ได้รับอนุญาต” ของไคลเอ็นต์ Google OAuth (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
  'oauth.oneTapError.invalidClient': 'Google One Tap เริ่มทำงานไม่ได้: Google ไม่รู้จักรหัสไคลเอ็นต์ OAuth ที่กำหนดค่าไว้สำหรับโปรเจ็กต์ของคุณ โปรดตรวจสอบการตั้งค่า Google OAuth ของโปรเจ็กต์ (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap เริ่มทำงานไม่ได้: โปรเจ็กต์ของคุณยังไม่ได้กำหนดค่าไคลเอ็นต์ Google OAuth โปรดเพิ่มไคลเอ็นต์ในการตั้งค่า OAuth ของโปรเจ็กต์ (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap เริ่มทำงานไม่ได้: ยังไม่ได้ตั้งค่า URL เปลี่ยนเส้นทางหลังเข้าสู่ระบบ โปรดตั้งค่า oauthOptions.loginRedirectURL หรือ URL เปลี่ยนเส้นทางหลังเข้าสู่ระบบเริ่มต้นของโปรเจ็กต์ (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap เริ่มทำงานไม่ได้: ยังไม่ได้ตั้งค่า URL เปลี่ยนเส้นทางหลังสมัครสมาชิก โปรดตั้งค่า oauthOptions.signupRedirectURL หรือ URL เปลี่ยนเส้นทางหลังสมัครสมาชิกเริ่มต้นของโปรเจ็กต์ (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ใช้ไคลเอ็นต์ Google OAuth เริ่มต้นไม่ได้ โปรดกำหนดค่าไคลเอ็นต์ Google OAuth ของคุณเองสำหรับโปรเจ็กต์เพื่อใช้ One Tap (แสดงเฉพาะเมื่อใช้โทเค็นสาธารณะสำหรับทดสอบ)',
};

export default texts;
