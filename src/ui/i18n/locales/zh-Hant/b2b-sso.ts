/** Traditional Chinese (zh-Hant): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': '輸入您的電子郵件以繼續',
  'b2b.sso.connectionsTitle': '選擇要繼續使用的連線',
  'b2b.sso.organizationTitle': '繼續前往 {organization}',
  'b2b.sso.continueWith': '使用 {name} 繼續',
  'b2b.sso.noConnections': '此組織尚未設定單一登入連線。請改用其他方式。',
  'b2b.sso.fallbackTitle': '抱歉，找不到任何連線',
  'b2b.sso.fallbackBody': '請輸入組織的專屬代稱以繼續。如果您不知道專屬代稱，請改用其他方式登入，即可查看您可使用的所有組織。',
  'b2b.sso.slugField': '組織代稱',
  'b2b.sso.slugRequired': '請輸入組織代稱。',
  'b2b.sso.orgNotFound': '找不到組織，請再試一次。',
  'b2b.sso.landingFailedTitle': '無法登入',
  'b2b.sso.tryAnotherMethod': '改用其他方式',
  'b2b.sso.redirecting': '正在重新導向至 {name}…',
  'b2b.sso.signingIn': '正在登入…',
};

export default texts;
