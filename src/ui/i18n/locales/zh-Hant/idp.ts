/** Traditional Chinese (zh-Hant): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '使用 {projectName} 登入 {clientName}',
  'idp.titleCustomScopes': '{clientName} 要求存取您的 {projectName} 帳號',
  'idp.permissionsStandard': '允許 {clientName}：',
  'idp.permissionsCustom': '{clientName} 要求：',
  'idp.ungrantableNotice': '對於部分要求的範圍，您沒有權限授予 {clientName} 存取權。',
  'idp.ungrantableList': '您無法核准 {clientName} 的下列要求：',
  'idp.fallbackClientName': '此應用程式',
  'idp.clientLogo': '{clientName} 標誌',
  'idp.allow': '允許',
  'idp.deny': '拒絕',
  'idp.loading': '載入中…',
  'idp.missingParameter': '缺少必要參數：{param}。請與應用程式開發人員聯絡。',
  'idp.successTitle': '成功！',
  'idp.successBody': '您已登入 {clientName}。現在可以關閉此頁面。',
  'idp.redirecting': '正在返回 {clientName}…',
  'idp.redirectNotRequested': '無法完成此要求：返回網址與應用程式要求的網址不符。請與應用程式開發人員聯絡。',
  'idp.scope.openid': '驗證您的身分',
  'idp.scope.openid.detail': '查看您帳號中儲存的資訊',
  'idp.scope.personalProfile': '查看您的個人資料',
  'idp.scope.profile.detail': '您的姓名、大頭貼照和語言',
  'idp.scope.email.detail': '您的電子郵件地址',
  'idp.scope.phone.detail': '您的電話號碼',
  'idp.scope.offline_access': '即使您沒有在使用此應用程式，也能持續存取您的資料',
  'idp.scope.full_access': '擁有您帳號的完整存取權',
  'idp.scope.custom': '使用 {scope} 範圍',
  'idp.logoutTitle': '要登出嗎？',
  'idp.logoutBody': '確定要登出您的 {projectName} 帳號嗎？',
  'idp.yes': '是',
  'idp.no': '否',
  'idp.logoutDeniedTitle': '仍處於登入狀態',
  'idp.logoutDenied': '您尚未登出。現在可以關閉此頁面。',
};

export default texts;
