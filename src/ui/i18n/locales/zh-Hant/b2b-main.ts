/** Traditional Chinese (zh-Hant): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': '註冊或登入',
  'b2b.main.continue': '繼續',
  'b2b.main.invalidEmail': '電子郵件格式無效。',
  'b2b.main.or': '或',
  'b2b.main.sso': '使用單一登入',
  'b2b.main.password': '改用密碼',
  'b2b.main.signingIn': '正在登入…',
  'b2b.signedIn.title': '成功！',
  'b2b.signedIn.body': '您已成功登入。',
  'b2b.signedIn.bodyWithOrganization': '您已成功登入 {organization}。',
  'b2b.primaryRequired.title': '需要使用其他登入方式',
  'b2b.primaryRequired.body': '{organization} 要求您使用其他方式登入。請返回並選擇該組織允許的方式。',
  'b2b.primaryRequired.goBack': '返回',
};

export default texts;
