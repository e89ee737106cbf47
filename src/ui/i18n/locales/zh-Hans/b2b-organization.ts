/** Simplified Chinese (zh-Hans): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': '正在查找您的组织…',
  'b2b.organization.notFound.title': '找不到您的组织',
  'b2b.organization.notFound.body': '没有地址为“{slug}”的组织。请检查您打开的链接，或向管理员索取链接。',
  'b2b.organization.notFound.noSlug': '此页面未指定组织。请使用管理员提供给您的链接。',
  'b2b.organization.loadFailed.retry': '重试',
  'b2b.organization.title': '继续前往 {organization}',
  'b2b.organization.sso': '使用 {connection} 继续',
  'b2b.organization.continue': '继续',
  'b2b.organization.invalidEmail': '邮箱格式无效。',
  'b2b.organization.or': '或',
  'b2b.organization.password': '改用密码',
  'b2b.organization.noMethods': '{organization} 不允许使用此页面上的任何登录方式。请联系您的管理员。',
};

export default texts;
