/** Japanese (ja): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': '組織を検索しています…',
  'b2b.organization.notFound.title': '組織が見つかりませんでした',
  'b2b.organization.notFound.body': 'アドレス「{slug}」の組織はありません。アクセスしたリンクを確認するか、管理者にリンクを問い合わせてください。',
  'b2b.organization.notFound.noSlug': 'このページでは組織が指定されていません。管理者から提供されたリンクを使用してください。',
  'b2b.organization.loadFailed.retry': '再試行',
  'b2b.organization.title': '{organization} に進む',
  'b2b.organization.sso': '{connection} で続行',
  'b2b.organization.continue': '続行',
  'b2b.organization.invalidEmail': 'メールアドレスの形式が正しくありません。',
  'b2b.organization.or': 'または',
  'b2b.organization.password': 'パスワードを使用',
  'b2b.organization.noMethods': 'このページのログイン方法はいずれも {organization} で許可されていません。管理者にお問い合わせください。',
};

export default texts;
