/** Ukrainian (uk): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Продовжити через {provider}',
  'oauth.continueWithGoogle': 'Продовжити через Google',
  'oauth.providersLabel': 'Вхід через соцмережі',
  'oauth.oneTapLabel': 'Увійти через Google One Tap',
  'oauth.oneTapSigningIn': 'Виконується вхід через Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap не можна показати на {origin}: додайте це джерело до списку дозволених джерел JavaScript вашого клієнта Google OAuth. (Показується лише з тестовим публічним токеном.)',
  'oauth.oneTapError.invalidClient': 'Не вдалося запустити Google One Tap: Google не розпізнає ідентифікатор клієнта OAuth, налаштований для вашого проєкту. Перевірте налаштування Google OAuth проєкту. (Показується лише з тестовим публічним токеном.)',
  'oauth.oneTapError.noOAuthClient': 'Не вдалося запустити Google One Tap: у проєкті не налаштовано клієнт Google OAuth. Додайте його в налаштуваннях OAuth проєкту. (Показується лише з тестовим публічним токеном.)',
  'oauth.oneTapError.noLoginRedirect': 'Не вдалося запустити Google One Tap: не задано URL переспрямування після входу. Задайте oauthOptions.loginRedirectURL або URL переспрямування після входу за замовчуванням для проєкту. (Показується лише з тестовим публічним токеном.)',
  'oauth.oneTapError.noSignupRedirect': 'Не вдалося запустити Google One Tap: не задано URL переспрямування після реєстрації. Задайте oauthOptions.signupRedirectURL або URL переспрямування після реєстрації за замовчуванням для проєкту. (Показується лише з тестовим публічним токеном.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap не можна використовувати з клієнтом Google OAuth за замовчуванням. Щоб використовувати One Tap, налаштуйте для проєкту власний клієнт Google OAuth. (Показується лише з тестовим публічним токеном.)',
};

export default texts;
