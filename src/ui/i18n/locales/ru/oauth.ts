/** Russian (ru): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Продолжить через {provider}',
  'oauth.continueWithGoogle': 'Продолжить через Google',
  'oauth.providersLabel': 'Вход через соцсети',
  'oauth.oneTapLabel': 'Войти через Google One Tap',
  'oauth.oneTapSigningIn': 'Выполняется вход через Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap нельзя показать на {origin}: добавьте этот источник в список разрешённых источников JavaScript вашего клиента Google OAuth. (Показывается только с тестовым публичным токеном.)',
  'oauth.oneTapError.invalidClient': 'Не удалось запустить Google One Tap: Google не распознаёт идентификатор клиента OAuth, настроенный для вашего проекта. Проверьте настройки Google OAuth проекта. (Показывается только с тестовым публичным токеном.)',
  'oauth.oneTapError.noOAuthClient': 'Не удалось запустить Google One Tap: в проекте не настроен клиент Google OAuth. Добавьте его в настройках OAuth проекта. (Показывается только с тестовым публичным токеном.)',
  'oauth.oneTapError.noLoginRedirect': 'Не удалось запустить Google One Tap: не задан URL перенаправления после входа. Задайте oauthOptions.loginRedirectURL или URL перенаправления после входа по умолчанию для проекта. (Показывается только с тестовым публичным токеном.)',
  'oauth.oneTapError.noSignupRedirect': 'Не удалось запустить Google One Tap: не задан URL перенаправления после регистрации. Задайте oauthOptions.signupRedirectURL или URL перенаправления после регистрации по умолчанию для проекта. (Показывается только с тестовым публичным токеном.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap нельзя использовать с клиентом Google OAuth по умолчанию. Чтобы использовать One Tap, настройте для проекта собственный клиент Google OAuth. (Показывается только с тестовым публичным токеном.)',
};

export default texts;
