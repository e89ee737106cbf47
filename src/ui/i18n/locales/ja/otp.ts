/** Japanese (ja): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'パスコードを入力',
  'otp.sentTo': '6 桁のパスコードを {destination} に送信しました。',
  'otp.verifying': 'パスコードを確認しています…',
  'otp.expiresIn': 'コードの有効期限まで残り {countdown} です。',
  'otp.expired': 'コードの有効期限が切れました。',
  'otp.resend.prompt': '届いていませんか？',
  'otp.resend.initial': 'コードを再送信',
  'otp.resend.sending': '送信しています…',
  'otp.resend.sent': 'コードを送信しました',
  'otp.resend.waiting': 'コードを再送信',
  'otp.emailResent': 'メールを再送信しました',
  'otp.codeResent': 'コードを再送信しました',
  'otp.successTitle': '完了しました！',
  'otp.successBody': 'パスコードが確認されました。',
};

export default texts;
