/** Japanese (ja): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': '続行する方法を選択してください',
  'b2b.email.method.link': 'ログインリンクをメールで受け取る',
  'b2b.email.method.code': 'パスコードをメールで受け取る',
  'b2b.email.otp.title': 'パスコードを入力',
  'b2b.email.otp.sentTo': '6 桁のパスコードを {email} に送信しました。',
  'b2b.email.otp.label': 'パスコードを入力',
  'b2b.email.otp.verifying': 'パスコードを確認しています…',
  'b2b.email.otp.resendPrompt': '届いていませんか？',
  'b2b.email.otp.resend': 'コードを再送信',
  'b2b.email.otp.resent': 'コードを再送信しました',
  'b2b.email.otp.expiresIn': 'コードの有効期限まで残り {countdown} です。',
  'b2b.email.otp.expired': 'コードの有効期限が切れました。',
  'b2b.email.sent.title': 'メールを確認してください',
  'b2b.email.sent.sentTo': '{email} にメールを送信しました。',
  'b2b.email.sent.resendPrompt': '届いていませんか？',
  'b2b.email.sent.resend': 'メールを再送信',
  'b2b.email.sent.resent': 'メールを再送信しました',
  'b2b.email.tryAgain': '別のメールアドレスを試す',
};

export default texts;
