/** Simplified Chinese (zh-Hans): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': '输入您的邮箱以继续',
  'b2b.sso.connectionsTitle': '选择一个连接以继续',
  'b2b.sso.organizationTitle': '继续前往 {organization}',
  'b2b.sso.continueWith': '使用 {name} 继续',
  'b2b.sso.noConnections': '该组织尚未设置单点登录连接。请尝试其他方式。',
  'b2b.sso.fallbackTitle': '抱歉，找不到任何连接',
  'b2b.sso.fallbackBody': '请输入组织的唯一标识以继续。如果您不知道唯一标识，请通过其他方式登录，查看您可以使用的所有组织。',
  'b2b.sso.slugField': '组织标识',
  'b2b.sso.slugRequired': '请输入组织标识。',
  'b2b.sso.orgNotFound': '找不到该组织，请重试。',
  'b2b.sso.landingFailedTitle': '登录失败',
  'b2b.sso.tryAnotherMethod': '尝试其他方式',
  'b2b.sso.redirecting': '正在重定向到 {name}…',
  'b2b.sso.signingIn': '正在登录…',
};

export default texts;
