/** Simplified Chinese (zh-Hans): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': '成功！',
  'passkey.successBody': '通行密钥验证成功。',
  'passkey.checkingSession': '正在检查会话…',
  'passkey.noActiveUser': '错误：没有已验证的活跃用户，无法使用 PasskeyRegistration 组件。',
  'passkey.registrationTitle': '设置新的通行密钥',
  'passkey.registrationBody': '通行密钥让您可以使用指纹、面容或屏幕锁定登录，无需输入密码或验证码。',
  'passkey.create': '创建通行密钥',
  'passkey.skip': '跳过',
  'passkey.createdTitle': '通行密钥创建成功！',
  'passkey.skippedTitle': '您的通行密钥',
  'passkey.setUpAnother': '再设置一个通行密钥',
  'passkey.done': '完成',
  'passkey.existingPasskeys': '现有通行密钥',
  'passkey.listNoActiveUser': '错误：没有已验证的活跃用户，无法使用 PasskeyList 组件。',
  'passkey.listEmpty': '暂无通行密钥。',
  'passkey.listLoading': '正在加载您的通行密钥…',
  'passkey.created': '创建于 {date}',
  'passkey.lastUsed': '上次使用：{date}',
  'passkey.neverUsed': '尚未使用',
  'passkey.rename': '重命名',
  'passkey.renameLabel': '重命名 {name}',
  'passkey.nameLabel': '通行密钥名称',
  'passkey.nameRequired': '请输入此通行密钥的名称。',
  'passkey.nameHint': '按 Enter 键保存，按 Esc 键取消。',
  'passkey.save': '保存',
  'passkey.delete': '删除',
  'passkey.deleteLabel': '删除 {name}',
  'passkey.cancel': '取消',
  'passkey.deleteConfirm': '要删除通行密钥“{name}”吗？',
  'passkey.deleteWarning': '通行密钥删除后将无法再用于登录。请同时将其从您的密码管理器中移除。',
};

export default texts;
