/** Traditional Chinese (zh-Hant): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': '成功！',
  'passkey.successBody': '密碼金鑰驗證成功。',
  'passkey.checkingSession': '正在檢查工作階段…',
  'passkey.noActiveUser': '錯誤：沒有已驗證的有效使用者，無法使用 PasskeyRegistration 元件。',
  'passkey.registrationTitle': '設定新的密碼金鑰',
  'passkey.registrationBody': '使用密碼金鑰，您就能以指紋、臉孔或螢幕鎖定登入，不必輸入密碼或驗證碼。',
  'passkey.create': '建立密碼金鑰',
  'passkey.skip': '略過',
  'passkey.createdTitle': '已成功建立密碼金鑰！',
  'passkey.skippedTitle': '您的密碼金鑰',
  'passkey.setUpAnother': '再設定一個密碼金鑰',
  'passkey.done': '完成',
  'passkey.existingPasskeys': '現有的密碼金鑰',
  'passkey.listNoActiveUser': '錯誤：沒有已驗證的有效使用者，無法使用 PasskeyList 元件。',
  'passkey.listEmpty': '尚無密碼金鑰。',
  'passkey.listLoading': '正在載入您的密碼金鑰…',
  'passkey.created': '建立於 {date}',
  'passkey.lastUsed': '上次使用：{date}',
  'passkey.neverUsed': '尚未使用',
  'passkey.rename': '重新命名',
  'passkey.renameLabel': '重新命名 {name}',
  'passkey.nameLabel': '密碼金鑰名稱',
  'passkey.nameRequired': '請輸入此密碼金鑰的名稱。',
  'passkey.nameHint': '按 Enter 鍵儲存，或按 Esc 鍵取消。',
  'passkey.save': '儲存',
  'passkey.delete': '刪除',
  'passkey.deleteLabel': '刪除 {name}',
  'passkey.cancel': '取消',
  'passkey.deleteConfirm': '要刪除密碼金鑰「{name}」嗎？',
  'passkey.deleteWarning': '密碼金鑰刪除後就無法再用來登入。請一併從您的密碼管理工具中移除。',
};

export default texts;
