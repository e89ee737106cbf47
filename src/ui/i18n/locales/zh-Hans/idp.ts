/** Simplified Chinese (zh-Hans): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '使用 {projectName} 登录 {clientName}',
  'idp.titleCustomScopes': '{clientName} 请求访问您的 {projectName} 账号',
  'idp.permissionsStandard': '允许 {clientName}：',
  'idp.permissionsCustom': '{clientName} 请求：',
  'idp.ungrantableNotice': '对于部分请求的范围，您无权授予 {clientName} 访问权限。',
  'idp.ungrantableList': '您无法批准 {clientName} 的以下请求：',
  'idp.fallbackClientName': '该应用',
  'idp.clientLogo': '{clientName} 徽标',
  'idp.allow': '允许',
  'idp.deny': '拒绝',
  'idp.loading': '正在加载…',
  'idp.missingParameter': '缺少必需参数：{param}。请联系应用开发者。',
  'idp.successTitle': '成功！',
  'idp.successBody': '您已登录 {clientName}。现在可以关闭此页面。',
  'idp.redirecting': '正在返回 {clientName}…',
  'idp.redirectNotRequested': '无法完成此请求：返回地址与应用请求的地址不一致。请联系应用开发者。',
  'idp.scope.openid': '验证您的身份',
  'idp.scope.openid.detail': '查看您账号中存储的信息',
  'idp.scope.personalProfile': '查看您的个人资料信息',
  'idp.scope.profile.detail': '您的姓名、头像和语言',
  'idp.scope.email.detail': '您的邮箱地址',
  'idp.scope.phone.detail': '您的电话号码',
  'idp.scope.offline_access': '即使您未在使用该应用，也保持对您数据的访问',
  'idp.scope.full_access': '拥有您账号的完全访问权限',
  'idp.scope.custom': '使用 {scope} 范围',
  'idp.logoutTitle': '要退出登录吗？',
  'idp.logoutBody': '确定要退出您的 {projectName} 账号吗？',
  'idp.yes': '是',
  'idp.no': '否',
  'idp.logoutDeniedTitle': '仍处于登录状态',
  'idp.logoutDenied': '您尚未退出登录。现在可以关闭此页面。',
};

export default texts;
