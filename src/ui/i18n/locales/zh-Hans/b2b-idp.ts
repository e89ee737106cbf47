/** Simplified Chinese (zh-Hans): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '使用 {organizationName} 登录 {clientName}',
  'idp.b2b.titleCustomScopes': '{clientName} 请求访问您的 {organizationName} 账号',
  'idp.b2b.logoutBody': '确定要退出您的 {organizationName} 账号吗？',
};

export default texts;
