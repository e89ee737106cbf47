/** Polish (pl): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Kontynuuj z {provider}',
  'oauth.continueWithGoogle': 'Kontynuuj z Google',
  'oauth.providersLabel': 'Logowanie przez serwisy społecznościowe',
  'oauth.oneTapLabel': 'Zaloguj się przez Google One Tap',
  'oauth.oneTapSigningIn': 'Logowanie przez Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap nie może się wyświetlić w {origin}: dodaj to źródło do autoryzowanych źródeł JavaScript swojego klienta Google OAuth. (Widoczne tylko z testowym tokenem publicznym).',
  'oauth.oneTapError.invalidClient': 'Nie można uruchomić Google One Tap: Google nie rozpoznaje identyfikatora klienta OAuth skonfigurowanego dla Twojego projektu. Sprawdź ustawienia Google OAuth projektu. (Widoczne tylko z testowym tokenem publicznym).',
  'oauth.oneTapError.noOAuthClient': 'Nie można uruchomić Google One Tap: Twój projekt nie ma skonfigurowanego klienta Google OAuth. Dodaj go w ustawieniach OAuth projektu. (Widoczne tylko z testowym tokenem publicznym).',
  'oauth.oneTapError.noLoginRedirect': 'Nie można uruchomić Google One Tap: nie ustawiono adresu URL przekierowania po logowaniu. Ustaw oauthOptions.loginRedirectURL lub domyślny adres URL przekierowania po logowaniu dla projektu. (Widoczne tylko z testowym tokenem publicznym).',
  'oauth.oneTapError.noSignupRedirect': 'Nie można uruchomić Google One Tap: nie ustawiono adresu URL przekierowania po rejestracji. Ustaw oauthOptions.signupRedirectURL lub domyślny adres URL przekierowania po rejestracji dla projektu. (Widoczne tylko z testowym tokenem publicznym).',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap nie może korzystać z domyślnego klienta Google OAuth. Aby używać One Tap, skonfiguruj własnego klienta Google OAuth dla projektu. (Widoczne tylko z testowym tokenem publicznym).',
};

export default texts;
