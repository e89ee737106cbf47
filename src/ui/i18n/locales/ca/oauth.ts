/** Catalan (ca): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continua amb {provider}',
  'oauth.continueWithGoogle': 'Continua amb Google',
  'oauth.providersLabel': 'Inici de sessió amb xarxes socials',
  'oauth.oneTapLabel': 'Inicia la sessió amb Google One Tap',
  'oauth.oneTapSigningIn': 'S’està iniciant la sessió amb Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap no es pot mostrar a {origin}: afegeix aquest origen als orígens de JavaScript autoritzats del teu client de Google OAuth. (Només es mostra amb un testimoni públic de prova.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap no es pot iniciar: Google no reconeix l’ID de client d’OAuth configurat per al teu projecte. Revisa la configuració de Google OAuth del projecte. (Només es mostra amb un testimoni públic de prova.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap no es pot iniciar: el teu projecte no té cap client de Google OAuth configurat. Afegeix-ne un a la configuració d’OAuth del projecte. (Només es mostra amb un testimoni públic de prova.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap no es pot iniciar: no hi ha cap URL de redirecció d’inici de sessió definit. Defineix oauthOptions.loginRedirectURL o un URL de redirecció d’inici de sessió per defecte per al projecte. (Només es mostra amb un testimoni públic de prova.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap no es pot iniciar: no hi ha cap URL de redirecció de registre definit. Defineix oauthOptions.signupRedirectURL o un URL de redirecció de registre per defecte per al projecte. (Només es mostra amb un testimoni públic de prova.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap no pot utilitzar el client de Google OAuth per defecte. Configura el teu propi client de Google OAuth per al projecte per utilitzar One Tap. (Només es mostra amb un testimoni públic de prova.)',
};

export default texts;
