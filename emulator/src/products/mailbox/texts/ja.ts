/** Japanese (ja): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ja: EmulatorTexts = {
  'duration.minutes': { other: '{count} 分' },
  'duration.seconds': { other: '{count} 秒' },
  'otp.subject': '確認コード',
  'otp.body': '{projectName} の確認コードは {code} です。有効期間は {duration} です。',
  'magicLink.login.subject': 'ログインリンク',
  'magicLink.signup.subject': 'メールアドレスを確認して登録を完了してください',
  'magicLink.login.intro': '以下のリンクをクリックして {projectName} にログインしてください：',
  'magicLink.signup.intro': '以下のリンクをクリックして {projectName} への登録を完了してください：',
  'magicLink.expiry': 'このリンクの有効期間は {duration} です。心当たりがない場合は、このメールを無視してください。',
  'passwordReset.subject': 'パスワードの再設定',
  'passwordReset.intro': '{projectName} アカウントのパスワード再設定がリクエストされました。新しいパスワードを設定するには、次のリンクを開いてください：',
  'passwordReset.loginInstead': 'パスワードを変更せずにログインする場合はこちら：',
  'passwordReset.expiry': 'これらのリンクの有効期間は {duration} です。心当たりがない場合は、このメールを無視してください。',
  'b2b.passwordReset.organization.subject': '{organizationName} のパスワードの再設定',
  'b2b.passwordReset.organization.intro': '{organizationName} のパスワード再設定がリクエストされました。新しいパスワードを設定するには、次のリンクを開いてください：',
  'b2b.passwordReset.project.subject': '{projectName} のパスワードの再設定',
  'b2b.passwordReset.project.intro': '{projectName} のパスワード再設定がリクエストされました。新しいパスワードを設定するには、次のリンクを開いてください：',
  'b2b.passwordReset.expiry': 'リンクの有効期間は {duration} です。心当たりがない場合は、このメールを無視してください。',
  'b2b.otp.subject': '{projectName} の確認コード',
  'b2b.otp.body': 'ログイン用のコードは {code} です。有効期間は {duration} です。',
  'b2b.otp.organizationBody': '{organizationName} へのログイン用のコードは {code} です。有効期間は {duration} です。',
  'b2b.magicLink.subject': '{projectName} のログインリンク',
  'b2b.magicLink.body': '{name} にログイン：{link}',
  'b2b.magicLink.expiry': 'リンクの有効期間は {duration} です。',
};

export default ja;
