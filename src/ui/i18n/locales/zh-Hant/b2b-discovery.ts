/** Traditional Chinese (zh-Hant): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': '選擇要繼續使用的組織',
  'b2b.discovery.continue': '繼續',
  'b2b.discovery.acceptInvite': '接受邀請',
  'b2b.discovery.join': '加入',
  'b2b.discovery.create': '建立組織',
  'b2b.discovery.working': '正在登入…',
  'b2b.discovery.none.title': '{email} 不屬於任何組織。',
  'b2b.discovery.none.askAdmin': '請確認您的電子郵件地址是否正確。如果正確，您可能需要管理員邀請您加入。',
  'b2b.discovery.none.createTitle': '建立組織即可開始使用',
  'b2b.discovery.none.createBody': '{email} 沒有帳號。認為這是錯誤嗎？請改用其他電子郵件地址，或與管理員聯絡。',
  'b2b.discovery.none.tryAgain': '改用其他電子郵件地址',
  'b2b.discovery.createForm.title': '建立組織',
  'b2b.discovery.createForm.name': '組織名稱',
  'b2b.discovery.createForm.slug': '組織代稱',
  'b2b.discovery.createForm.url': '您的組織網址：{url}',
  'b2b.discovery.createForm.submit': '建立組織',
  'b2b.discovery.createForm.nameRequired': '請輸入組織名稱。',
  'b2b.discovery.createForm.slugInvalid': '請使用 2 到 128 個字母、數字、連字號、句點、底線或波浪號。',
};

export default texts;
