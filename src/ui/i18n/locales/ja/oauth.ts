/** Japanese (ja): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider} で続行',
  'oauth.continueWithGoogle': 'Google で続行',
  'oauth.providersLabel': 'ソーシャルログイン',
  'oauth.oneTapLabel': 'Google One Tap でログイン',
  'oauth.oneTapSigningIn': 'Google でログインしています…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap を {origin} で表示できません。Google OAuth クライアントの承認済み JavaScript 生成元にこのオリジンを追加してください。（テスト用の公開トークン使用時のみ表示されます。）',
  'oauth.oneTapError.invalidClient': 'Google One Tap を開始できません。プロジェクトに設定された OAuth クライアント ID が Google に認識されません。プロジェクトの Google OAuth 設定を確認してください。（テスト用の公開トークン使用時のみ表示されます。）',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap を開始できません。プロジェクトに Google OAuth クライアントが設定されていません。プロジェクトの OAuth 設定で追加してください。（テスト用の公開トークン使用時のみ表示されます。）',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap を開始できません。ログインのリダイレクト URL が設定されていません。oauthOptions.loginRedirectURL、またはプロジェクトのデフォルトのログインリダイレクト URL を設定してください。（テスト用の公開トークン使用時のみ表示されます。）',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap を開始できません。新規登録のリダイレクト URL が設定されていません。oauthOptions.signupRedirectURL、またはプロジェクトのデフォルトの新規登録リダイレクト URL を設定してください。（テスト用の公開トークン使用時のみ表示されます。）',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ではデフォルトの Google OAuth クライアントを使用できません。One Tap を使用するには、プロジェクト独自の Google OAuth クライアントを設定してください。（テスト用の公開トークン使用時のみ表示されます。）',
};

export default texts;
