/** Japanese (ja): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': '続行するにはメールアドレスを入力してください',
  'b2b.sso.connectionsTitle': '続行する接続を選択してください',
  'b2b.sso.organizationTitle': '{organization} に進む',
  'b2b.sso.continueWith': '{name} で続行',
  'b2b.sso.noConnections': 'この組織にはシングルサインオン接続がまだありません。別の方法をお試しください。',
  'b2b.sso.fallbackTitle': '接続が見つかりませんでした',
  'b2b.sso.fallbackBody': '続行するには、組織の固有のスラッグを入力してください。スラッグがわからない場合は、別の方法でログインすると、利用可能なすべての組織を表示できます。',
  'b2b.sso.slugField': '組織のスラッグ',
  'b2b.sso.slugRequired': '組織のスラッグを入力してください。',
  'b2b.sso.orgNotFound': '組織が見つかりません。もう一度お試しください。',
  'b2b.sso.landingFailedTitle': 'ログインできませんでした',
  'b2b.sso.tryAnotherMethod': '別の方法を試す',
  'b2b.sso.redirecting': '{name} にリダイレクトしています…',
  'b2b.sso.signingIn': 'ログインしています…',
};

export default texts;
