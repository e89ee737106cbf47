/** Bulgarian (bg): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Продължаване с {provider}',
  'oauth.continueWithGoogle': 'Продължаване с Google',
  'oauth.providersLabel': 'Вход чрез социални мрежи',
  'oauth.oneTapLabel': 'Вход с Google One Tap',
  'oauth.oneTapSigningIn': 'Влизане с Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap не може да се покаже на {origin}: добавете този произход към разрешените произходи за JavaScript на своя Google OAuth клиент. (Показва се само с тестов публичен токен.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap не може да стартира: Google не разпознава OAuth клиентския идентификатор, конфигуриран за проекта ви. Проверете настройките за Google OAuth на проекта. (Показва се само с тестов публичен токен.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap не може да стартира: проектът ви няма конфигуриран Google OAuth клиент. Добавете такъв в настройките за OAuth на проекта. (Показва се само с тестов публичен токен.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap не може да стартира: не е зададен URL адрес за пренасочване след вход. Задайте oauthOptions.loginRedirectURL или URL адрес по подразбиране за пренасочване след вход за проекта. (Показва се само с тестов публичен токен.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap не може да стартира: не е зададен URL адрес за пренасочване след регистрация. Задайте oauthOptions.signupRedirectURL или URL адрес по подразбиране за пренасочване след регистрация за проекта. (Показва се само с тестов публичен токен.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap не може да използва Google OAuth клиента по подразбиране. Конфигурирайте собствен Google OAuth клиент за проекта, за да използвате One Tap. (Показва се само с тестов публичен токен.)',
};

export default texts;
