/** Japanese (ja): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'パスワード',
  'password.newPassword': '新しいパスワード',
  'password.showPassword': 'パスワードを表示',
  'password.createTitle': 'アカウントを作成',
  'password.createBody': '{email} のパスワードを設定してください。',
  'password.loginTitle': 'ログイン',
  'password.loginBody': '{email} のパスワードを入力してください。',
  'password.forgot': 'パスワードをお忘れですか？',
  'password.createInstead': 'パスワードを作成する',
  'password.emailLinkInstead': 'ログインリンクをメールで受け取る',
  'password.emailCodeInstead': 'パスコードをメールで受け取る',
  'password.strengthLabel': 'パスワードの強度',
  'password.strength.veryWeak': '非常に弱い',
  'password.strength.weak': '弱い',
  'password.strength.strong': '強い',
  'password.strength.veryStrong': '非常に強い',
  'password.requirementsLabel': 'パスワードの要件',
  'password.requirementMet': '達成：',
  'password.requirementUnmet': '未達成：',
  'password.luds.length': { other: '{count} 文字以上で入力してください' },
  'password.luds.complexity': { other: '次のうち {count} 種類以上を含めてください：英大文字、英小文字、数字、記号' },
  'password.luds.breached': 'このパスワードは、セキュリティ上の問題が発生した別のサイトで使用された可能性があります。別のパスワードを設定してください。',
  'password.forgotTitle': 'ログインのためのメールを確認してください！',
  'password.forgotBody': 'パスワードを再設定するためのリンクを {email} に送信しました。リンクを開いて新しいパスワードを設定してください。',
  'password.setNewTitle': 'メールを確認してください！',
  'password.setNewBody': '{email} にメールを送信しました。メール内のリンクから、アカウントのパスワードを設定してください。',
  'password.dedupeTitle': 'メールを確認して新しいパスワードを設定してください',
  'password.dedupeBody': 'アカウントの安全を守るため、ご本人によるログインであることを確認させてください。{email} にメールを送信しました。メール内のリンクから新しいパスワードを設定してください。',
  'password.breachedTitle': 'メールを確認してパスワードを再設定してください',
  'password.breachedBody': 'アカウントを保護するため、{email} にメールを送信しました。メール内のリンクから、他のサイトで使用していない新しいパスワードを設定してください。',
  'password.didntGetIt': '届いていませんか？',
  'password.resend': 'メールを再送信',
  'password.emailResent': 'メールを再送信しました',
  'password.loggingIn': 'ログインしています…',
  'password.resetTitle': 'パスワードを再設定',
  'password.resetBody': 'アカウントの新しいパスワードを設定してください。',
  'password.requestNewBody': 'メールアドレスを入力すると、新しいリンクをお送りします。',
  'password.sendNewEmail': '新しいメールを送信',
  'password.confirmationTitle': '完了しました！',
  'password.confirmationBody': 'ログインしました。',
};

export default texts;
