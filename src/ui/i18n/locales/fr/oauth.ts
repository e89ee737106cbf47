/** French (fr): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continuer avec {provider}',
  'oauth.continueWithGoogle': 'Continuer avec Google',
  'oauth.providersLabel': 'Connexion via un réseau social',
  'oauth.oneTapLabel': 'Se connecter avec Google One Tap',
  'oauth.oneTapSigningIn': 'Connexion avec Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap ne peut pas s’afficher sur {origin} : ajoutez cette origine aux origines JavaScript autorisées de votre client Google OAuth. (Affiché uniquement avec un jeton public de test.)',
  'oauth.oneTapError.invalidClient': 'Impossible de démarrer Google One Tap : Google ne reconnaît pas l’ID client OAuth configuré pour votre projet. Vérifiez les paramètres Google OAuth de votre projet. (Affiché uniquement avec un jeton public de test.)',
  'oauth.oneTapError.noOAuthClient': 'Impossible de démarrer Google One Tap : aucun client Google OAuth n’est configuré pour votre projet. Ajoutez-en un dans les paramètres OAuth de votre projet. (Affiché uniquement avec un jeton public de test.)',
  'oauth.oneTapError.noLoginRedirect': 'Impossible de démarrer Google One Tap : aucune URL de redirection de connexion n’est définie. Définissez oauthOptions.loginRedirectURL ou une URL de redirection de connexion par défaut pour votre projet. (Affiché uniquement avec un jeton public de test.)',
  'oauth.oneTapError.noSignupRedirect': 'Impossible de démarrer Google One Tap : aucune URL de redirection d’inscription n’est définie. Définissez oauthOptions.signupRedirectURL ou une URL de redirection d’inscription par défaut pour votre projet. (Affiché uniquement avec un jeton public de test.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ne peut pas utiliser le client Google OAuth par défaut. Configurez votre propre client Google OAuth pour votre projet afin d’utiliser One Tap. (Affiché uniquement avec un jeton public de test.)',
};

export default texts;
