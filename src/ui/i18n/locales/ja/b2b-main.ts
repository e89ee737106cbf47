/** Japanese (ja): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': '新規登録またはログイン',
  'b2b.main.continue': '続行',
  'b2b.main.invalidEmail': 'メールアドレスの形式が正しくありません。',
  'b2b.main.or': 'または',
  'b2b.main.sso': 'シングルサインオンを使用',
  'b2b.main.password': 'パスワードを使用',
  'b2b.main.signingIn': 'ログインしています…',
  'b2b.signedIn.title': '完了しました！',
  'b2b.signedIn.body': 'ログインしました。',
  'b2b.signedIn.bodyWithOrganization': '{organization} にログインしました。',
  'b2b.primaryRequired.title': '別のログイン方法が必要です',
  'b2b.primaryRequired.body': '{organization} では別の方法でのログインが必要です。戻って、許可されている方法を選択してください。',
  'b2b.primaryRequired.goBack': '戻る',
};

export default texts;
