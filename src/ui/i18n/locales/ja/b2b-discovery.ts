/** Japanese (ja): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': '続行する組織を選択してください',
  'b2b.discovery.continue': '続行',
  'b2b.discovery.acceptInvite': '招待を承諾',
  'b2b.discovery.join': '参加',
  'b2b.discovery.create': '組織を作成',
  'b2b.discovery.working': 'ログインしています…',
  'b2b.discovery.none.title': '{email} はどの組織にも所属していません。',
  'b2b.discovery.none.askAdmin': 'メールアドレスが正しいか確認してください。正しい場合は、管理者から招待を受ける必要があるかもしれません。',
  'b2b.discovery.none.createTitle': '組織を作成して始めましょう',
  'b2b.discovery.none.createBody': '{email} のアカウントはありません。誤りと思われる場合は、別のメールアドレスをお試しいただくか、管理者にお問い合わせください。',
  'b2b.discovery.none.tryAgain': '別のメールアドレスを試す',
  'b2b.discovery.createForm.title': '組織を作成',
  'b2b.discovery.createForm.name': '組織名',
  'b2b.discovery.createForm.slug': '組織のスラッグ',
  'b2b.discovery.createForm.url': '組織のアドレス：{url}',
  'b2b.discovery.createForm.submit': '組織を作成',
  'b2b.discovery.createForm.nameRequired': '組織名を入力してください。',
  'b2b.discovery.createForm.slugInvalid': '英字、数字、ハイフン、ピリオド、アンダースコア、チルダを使って 2～128 文字で入力してください。',
};

export default texts;
