/** Japanese (ja): the error types (core/error-messages.ts). docs/i18n.md */
import type { ERROR_MESSAGES } from '../../../../core/error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ERROR_MESSAGES> = {
  'invalid_email': 'メールアドレスの形式が正しくありません。',
  'invalid_phone_number': '電話番号の形式が正しくありません。E.164 形式で入力してください。',
  'unsubscribed_phone_number': 'この電話番号は配信停止になっています。再登録するには「START」と SMS で送信してください。',
  'inactive_email': 'このメールアドレスは無効として登録されています。別のメールアドレスをお試しいただくか、誤りと思われる場合は管理者にお問い合わせください。',
  'unauthorized_credentials': 'メールアドレスまたはパスワードが正しくありません。',
  'user_unauthenticated': 'この操作を行うにはログインが必要です。',
  'email_not_found': 'メールアドレスが見つかりません。',
  'unable_to_auth_magic_link': 'マジックリンクは使用済みか有効期限が切れているため、認証できませんでした。もう一度お試しください。',
  'no_user_password': 'このユーザーのパスワードが見つかりません。',
  'breached_password': 'このパスワードは漏洩したパスワードのリストに含まれているため、再設定する必要があります。',
  'reset_password': 'パスワードを再設定する必要があります。',
  'oauth_token_not_found': 'OAuth トークンが見つかりませんでした。',
  'invalid_code': 'コードの形式が正しくありません。もう一度お試しください。',
  'member_password_not_found': 'メンバーのパスワードが見つかりません。',
  'oauth_flow_callback_error': 'OAuth フローのコールバックでエラーが発生しました。',
  'unauthorized_action': 'この操作は許可されていません。',
  'user_lock_limit_reached': '認証の失敗回数が多すぎます。しばらくしてからもう一度お試しください。',
  'invalid_session_token': 'セッショントークンが無効です。',
  'session_not_found': 'セッションが見つかりません。',
  'invalid_phone_number_country_code': '国番号が無効か、サポートされていないか、無効化されています。',
  'otp_code_not_found': 'パスコードが正しくありません。もう一度お試しください。',
  'duplicate_member_phone_number': 'この電話番号のメンバーは、この組織にすでに存在します。',
  'passkey_unknown_error': 'パスキーの認証中に不明なエラーが発生しました。もう一度お試しください。',
  'passkey_duplicate': 'このパスキーはすでに登録されているため、作成できません。別のデバイスで登録されたパスキーが同期されている可能性があります。',
  'passkey_not_created': 'パスキーは作成されませんでした。「パスキーを作成」をクリックしてもう一度お試しいただくか、パスキーを追加せずにスキップしてください。',
  'webauthn_registration_not_found': 'このパスキーはアカウントから削除されていますが、パスワードマネージャーにはまだ保存されています。パスワードマネージャーから削除するか、別の方法でログインしてください。',
  'crypto_connect_failed': '[エラー] ウォレットに接続できませんでした',
  'crypto_sign_failed': '[エラー] メッセージに署名できませんでした',
  'consent_error_heading': 'エラーが発生しました',
  'consent_denied': 'アプリケーションへのアクセスが拒否されました。',
  'no_active_session': '有効なセッションがありません。続行するにはログインしてください。',
  'session_expired': 'セッションの有効期限が切れているため、ログインを完了できませんでした。デバイスの日付と時刻を確認してから、もう一度お試しください。',
  'network_error': 'サーバーに接続できません。',
  'invalid_json': 'サーバーから無効な JSON レスポンスが返されました。',
  'invalid_response': 'サーバーからの応答が無効か、応答がありません',
  'unknown_error': '問題が発生しました。もう一度お試しください。',
};

export default texts;
