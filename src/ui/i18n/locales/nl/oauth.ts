/** Dutch (nl): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Doorgaan met {provider}',
  'oauth.continueWithGoogle': 'Doorgaan met Google',
  'oauth.providersLabel': 'Inloggen via sociale accounts',
  'oauth.oneTapLabel': 'Inloggen met Google One Tap',
  'oauth.oneTapSigningIn': 'Inloggen met Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap kan niet worden getoond op {origin}: voeg deze oorsprong toe aan de geautoriseerde JavaScript-oorsprongen van je Google OAuth-client. (Alleen zichtbaar met een openbaar testtoken.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap kan niet starten: Google herkent de OAuth-client-ID die voor je project is geconfigureerd niet. Controleer de Google OAuth-instellingen van je project. (Alleen zichtbaar met een openbaar testtoken.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap kan niet starten: er is geen Google OAuth-client geconfigureerd voor je project. Voeg er een toe in de OAuth-instellingen van je project. (Alleen zichtbaar met een openbaar testtoken.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap kan niet starten: er is geen omleidings-URL voor inloggen ingesteld. Stel oauthOptions.loginRedirectURL in, of een standaard omleidings-URL voor inloggen voor je project. (Alleen zichtbaar met een openbaar testtoken.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap kan niet starten: er is geen omleidings-URL voor registratie ingesteld. Stel oauthOptions.signupRedirectURL in, of een standaard omleidings-URL voor registratie voor je project. (Alleen zichtbaar met een openbaar testtoken.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap kan de standaard Google OAuth-client niet gebruiken. Configureer een eigen Google OAuth-client voor je project om One Tap te gebruiken. (Alleen zichtbaar met een openbaar testtoken.)',
};

export default texts;
