/** Traditional Chinese (zh-Hant): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '使用 {provider} 繼續',
  'oauth.continueWithGoogle': '使用 Google 繼續',
  'oauth.providersLabel': '社群帳號登入',
  'oauth.oneTapLabel': '使用 Google One Tap 登入',
  'oauth.oneTapSigningIn': '正在使用 Google 登入…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap 無法在 {origin} 上顯示：請將此來源加入 Google OAuth 用戶端的「已授權的 JavaScript 來源」。（僅在使用測試用公開權杖時顯示。）',
  'oauth.oneTapError.invalidClient': 'Google One Tap 無法啟動：Google 無法辨識為您的專案設定的 OAuth 用戶端 ID。請檢查專案的 Google OAuth 設定。（僅在使用測試用公開權杖時顯示。）',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap 無法啟動：您的專案未設定 Google OAuth 用戶端。請在專案的 OAuth 設定中新增一個。（僅在使用測試用公開權杖時顯示。）',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap 無法啟動：未設定登入重新導向網址。請設定 oauthOptions.loginRedirectURL，或為專案設定預設的登入重新導向網址。（僅在使用測試用公開權杖時顯示。）',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap 無法啟動：未設定註冊重新導向網址。請設定 oauthOptions.signupRedirectURL，或為專案設定預設的註冊重新導向網址。（僅在使用測試用公開權杖時顯示。）',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap 無法使用預設的 Google OAuth 用戶端。請為您的專案設定自己的 Google OAuth 用戶端，才能使用 One Tap。（僅在使用測試用公開權杖時顯示。）',
};

export default texts;
