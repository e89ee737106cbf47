/** Traditional Chinese (zh-Hant): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': '正在尋找您的組織…',
  'b2b.organization.notFound.title': '找不到您的組織',
  'b2b.organization.notFound.body': '沒有網址為「{slug}」的組織。請檢查您開啟的連結，或向管理員索取正確的連結。',
  'b2b.organization.notFound.noSlug': '此頁面未指定組織。請使用管理員提供給您的連結。',
  'b2b.organization.loadFailed.retry': '重試',
  'b2b.organization.title': '繼續前往 {organization}',
  'b2b.organization.sso': '使用 {connection} 繼續',
  'b2b.organization.continue': '繼續',
  'b2b.organization.invalidEmail': '電子郵件格式無效。',
  'b2b.organization.or': '或',
  'b2b.organization.password': '改用密碼',
  'b2b.organization.noMethods': '{organization} 不允許使用此頁面上的任何登入方式。請與管理員聯絡。',
};

export default texts;
