/** Simplified Chinese (zh-Hans): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': '选择一个组织以继续',
  'b2b.discovery.continue': '继续',
  'b2b.discovery.acceptInvite': '接受邀请',
  'b2b.discovery.join': '加入',
  'b2b.discovery.create': '创建组织',
  'b2b.discovery.working': '正在登录…',
  'b2b.discovery.none.title': '{email} 不属于任何组织。',
  'b2b.discovery.none.askAdmin': '请确认您的邮箱地址是否正确。如果正确，您可能需要管理员邀请您加入。',
  'b2b.discovery.none.createTitle': '创建一个组织以开始使用',
  'b2b.discovery.none.createBody': '{email} 没有账号。认为这是个错误？请尝试其他邮箱地址，或联系您的管理员。',
  'b2b.discovery.none.tryAgain': '尝试其他邮箱地址',
  'b2b.discovery.createForm.title': '创建组织',
  'b2b.discovery.createForm.name': '组织名称',
  'b2b.discovery.createForm.slug': '组织标识',
  'b2b.discovery.createForm.url': '您的组织地址：{url}',
  'b2b.discovery.createForm.submit': '创建组织',
  'b2b.discovery.createForm.nameRequired': '请输入组织名称。',
  'b2b.discovery.createForm.slugInvalid': '请使用 2 到 128 个字母、数字、连字符、句点、下划线或波浪号。',
};

export default texts;
