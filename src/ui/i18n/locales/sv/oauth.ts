/** Swedish (sv): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Fortsätt med {provider}',
  'oauth.continueWithGoogle': 'Fortsätt med Google',
  'oauth.providersLabel': 'Logga in med sociala konton',
  'oauth.oneTapLabel': 'Logga in med Google One Tap',
  'oauth.oneTapSigningIn': 'Loggar in dig med Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap kan inte visas på {origin}: lägg till det här ursprunget bland de auktoriserade JavaScript-ursprungen för din Google OAuth-klient. (Visas bara med en offentlig testtoken.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap kan inte starta: Google känner inte igen det OAuth-klient-id som har konfigurerats för ditt projekt. Kontrollera Google OAuth-inställningarna för ditt projekt. (Visas bara med en offentlig testtoken.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap kan inte starta: ditt projekt har ingen Google OAuth-klient konfigurerad. Lägg till en i OAuth-inställningarna för ditt projekt. (Visas bara med en offentlig testtoken.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap kan inte starta: ingen omdirigerings-URL för inloggning har angetts. Ange oauthOptions.loginRedirectURL, eller en standard-URL för omdirigering vid inloggning för ditt projekt. (Visas bara med en offentlig testtoken.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap kan inte starta: ingen omdirigerings-URL för registrering har angetts. Ange oauthOptions.signupRedirectURL, eller en standard-URL för omdirigering vid registrering för ditt projekt. (Visas bara med en offentlig testtoken.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap kan inte använda standardklienten för Google OAuth. Konfigurera en egen Google OAuth-klient för ditt projekt för att använda One Tap. (Visas bara med en offentlig testtoken.)',
};

export default texts;
