/** Simplified Chinese (zh-Hans): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '使用 {provider} 继续',
  'oauth.continueWithGoogle': '使用 Google 继续',
  'oauth.providersLabel': '社交账号登录',
  'oauth.oneTapLabel': '使用 Google One Tap 登录',
  'oauth.oneTapSigningIn': '正在使用 Google 登录…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap 无法在 {origin} 上显示：请将此来源添加到 Google OAuth 客户端的“已获授权的 JavaScript 来源”中。（仅在使用测试公共令牌时显示。）',
  'oauth.oneTapError.invalidClient': 'Google One Tap 无法启动：Google 无法识别为您的项目配置的 OAuth 客户端 ID。请检查项目的 Google OAuth 设置。（仅在使用测试公共令牌时显示。）',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap 无法启动：您的项目未配置 Google OAuth 客户端。请在项目的 OAuth 设置中添加一个。（仅在使用测试公共令牌时显示。）',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap 无法启动：未设置登录重定向 URL。请设置 oauthOptions.loginRedirectURL，或为项目设置默认登录重定向 URL。（仅在使用测试公共令牌时显示。）',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap 无法启动：未设置注册重定向 URL。请设置 oauthOptions.signupRedirectURL，或为项目设置默认注册重定向 URL。（仅在使用测试公共令牌时显示。）',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap 无法使用默认的 Google OAuth 客户端。请为您的项目配置自己的 Google OAuth 客户端，才能使用 One Tap。（仅在使用测试公共令牌时显示。）',
};

export default texts;
