/** Simplified Chinese (zh-Hans): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': '注册或登录',
  'b2b.main.continue': '继续',
  'b2b.main.invalidEmail': '邮箱格式无效。',
  'b2b.main.or': '或',
  'b2b.main.sso': '使用单点登录',
  'b2b.main.password': '改用密码',
  'b2b.main.signingIn': '正在登录…',
  'b2b.signedIn.title': '成功！',
  'b2b.signedIn.body': '您已成功登录。',
  'b2b.signedIn.bodyWithOrganization': '您已成功登录 {organization}。',
  'b2b.primaryRequired.title': '需要使用其他登录方式',
  'b2b.primaryRequired.body': '{organization} 要求您使用其他方式登录。请返回并选择其允许的方式。',
  'b2b.primaryRequired.goBack': '返回',
};

export default texts;
