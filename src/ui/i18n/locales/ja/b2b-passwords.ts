/** Japanese (ja): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'パスワード',
  'b2b.password.newField': '新しいパスワード',
  'b2b.password.show': 'パスワードを表示',
  'b2b.password.required': 'パスワードを入力してください。',
  'b2b.password.loginTitle': 'メールアドレスとパスワードでログイン',
  'b2b.password.loginOrganization': '{organization} にログイン',
  'b2b.password.forgot': 'パスワードをお忘れですか？',
  'b2b.password.forgotTitle': 'パスワードを再設定',
  'b2b.password.forgotOrganization': 'アカウントに直接ログインできるリンクをメールでお送りします。パスワードをお持ちの場合は、パスワードを再設定することもできます。',
  'b2b.password.forgotDiscovery': 'アカウント登録用の確認リンクをメールでお送りします。パスワードをお持ちの場合は、パスワードを再設定することもできます。',
  'b2b.password.noPasswordTitle': 'メールでパスワードを設定',
  'b2b.password.noPasswordBody': 'パスワードはまだ設定されていません。設定用のリンクをメールでお送りします。',
  'b2b.password.breachedTitle': '新しいパスワードを設定',
  'b2b.password.breachedBody': '他のサイトで使用していない新しいパスワードを設定するためのリンクをメールでお送りします。',
  'b2b.password.sendLink': 'リンクをメールで受け取る',
  'b2b.password.sentTitle': 'メールを確認してください',
  'b2b.password.sentBody': 'パスワード再設定用のリンクを {email} に送信しました。',
  'b2b.password.didntGetIt': '届いていませんか？',
  'b2b.password.resend': 'メールを再送信',
  'b2b.password.resent': 'メールを再送信しました',
  'b2b.password.setNewTitle': '新しいパスワードを設定',
  'b2b.password.setNewBody': 'アカウントの新しいパスワードを設定してください。',
  'b2b.password.noToken': 'このページはパスワード再設定リンクを使わずに開かれました。メール内のリンクをもう一度開いてください。',
  'b2b.password.strengthScore': 'パスワードの強度：{score}/4',
  'b2b.password.accepted': 'パスワードは要件を満たしています。',
  'b2b.password.notAccepted': 'パスワードは要件を満たしていません。',
  'b2b.password.requirementsLabel': 'パスワードの要件',
  'b2b.password.requirementMet': '達成：',
  'b2b.password.requirementUnmet': '未達成：',
  'b2b.password.minimumLength': { other: '{count} 文字以上で入力してください' },
  'b2b.password.complexity': { other: '次のうち {count} 種類以上を含めてください：英大文字、英小文字、数字、記号' },
  'b2b.password.breached': 'このパスワードは、セキュリティ上の問題が発生した別のサイトで使用された可能性があります。別のパスワードを設定してください。',
};

export default texts;
