/** Korean (ko): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider}(으)로 계속하기',
  'oauth.continueWithGoogle': 'Google로 계속하기',
  'oauth.providersLabel': '소셜 로그인',
  'oauth.oneTapLabel': 'Google One Tap으로 로그인',
  'oauth.oneTapSigningIn': 'Google로 로그인하는 중…',
  'oauth.oneTapError.originNotAllowed': '{origin}에서 Google One Tap을 표시할 수 없습니다. 이 출처를 Google OAuth 클라이언트의 승인된 JavaScript 원본에 추가하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap을 시작할 수 없습니다. 프로젝트에 구성된 OAuth 클라이언트 ID를 Google에서 인식하지 못합니다. 프로젝트의 Google OAuth 설정을 확인하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap을 시작할 수 없습니다. 프로젝트에 Google OAuth 클라이언트가 구성되어 있지 않습니다. 프로젝트의 OAuth 설정에서 추가하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap을 시작할 수 없습니다. 로그인 리디렉션 URL이 설정되지 않았습니다. oauthOptions.loginRedirectURL 또는 프로젝트의 기본 로그인 리디렉션 URL을 설정하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap을 시작할 수 없습니다. 회원가입 리디렉션 URL이 설정되지 않았습니다. oauthOptions.signupRedirectURL 또는 프로젝트의 기본 회원가입 리디렉션 URL을 설정하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap은 기본 Google OAuth 클라이언트를 사용할 수 없습니다. One Tap을 사용하려면 프로젝트에 자체 Google OAuth 클라이언트를 구성하세요. (테스트용 공개 토큰을 사용할 때만 표시됩니다.)',
};

export default texts;
