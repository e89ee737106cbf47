/** Japanese (ja): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': '完了しました！',
  'passkey.successBody': 'パスキーが認証されました。',
  'passkey.checkingSession': 'セッションを確認しています…',
  'passkey.noActiveUser': 'エラー：認証済みのアクティブなユーザーがいないため、PasskeyRegistration コンポーネントを使用できません。',
  'passkey.registrationTitle': '新しいパスキーを設定',
  'passkey.registrationBody': 'パスキーを使うと、パスワードやコードの代わりに指紋認証、顔認証、画面ロックでログインできます。',
  'passkey.create': 'パスキーを作成',
  'passkey.skip': 'スキップ',
  'passkey.createdTitle': 'パスキーを作成しました！',
  'passkey.skippedTitle': 'お使いのパスキー',
  'passkey.setUpAnother': '別のパスキーを設定',
  'passkey.done': '完了',
  'passkey.existingPasskeys': '登録済みのパスキー',
  'passkey.listNoActiveUser': 'エラー：認証済みのアクティブなユーザーがいないため、PasskeyList コンポーネントを使用できません。',
  'passkey.listEmpty': 'パスキーはまだありません。',
  'passkey.listLoading': 'パスキーを読み込んでいます…',
  'passkey.created': '作成日：{date}',
  'passkey.lastUsed': '最終使用日：{date}',
  'passkey.neverUsed': '未使用',
  'passkey.rename': '名前を変更',
  'passkey.renameLabel': '{name} の名前を変更',
  'passkey.nameLabel': 'パスキー名',
  'passkey.nameRequired': 'このパスキーの名前を入力してください。',
  'passkey.nameHint': 'Enter キーで保存、Esc キーでキャンセルします。',
  'passkey.save': '保存',
  'passkey.delete': '削除',
  'passkey.deleteLabel': '{name} を削除',
  'passkey.cancel': 'キャンセル',
  'passkey.deleteConfirm': 'パスキー「{name}」を削除しますか？',
  'passkey.deleteWarning': '削除したパスキーはログインに使用できなくなります。パスワードマネージャーからも削除してください。',
};

export default texts;
