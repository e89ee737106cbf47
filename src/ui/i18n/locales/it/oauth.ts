/** Italian (it): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continua con {provider}',
  'oauth.continueWithGoogle': 'Continua con Google',
  'oauth.providersLabel': 'Accesso con i social',
  'oauth.oneTapLabel': 'Accedi con Google One Tap',
  'oauth.oneTapSigningIn': 'Accesso con Google in corso…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap non può essere mostrato su {origin}: aggiungi questa origine alle origini JavaScript autorizzate del tuo client Google OAuth. (Visibile solo con un token pubblico di test.)',
  'oauth.oneTapError.invalidClient': 'Impossibile avviare Google One Tap: Google non riconosce l’ID client OAuth configurato per il tuo progetto. Controlla le impostazioni di Google OAuth del progetto. (Visibile solo con un token pubblico di test.)',
  'oauth.oneTapError.noOAuthClient': 'Impossibile avviare Google One Tap: nel tuo progetto non è configurato alcun client Google OAuth. Aggiungine uno nelle impostazioni OAuth del progetto. (Visibile solo con un token pubblico di test.)',
  'oauth.oneTapError.noLoginRedirect': 'Impossibile avviare Google One Tap: non è impostato alcun URL di reindirizzamento per l’accesso. Imposta oauthOptions.loginRedirectURL o un URL di reindirizzamento predefinito per l’accesso nel progetto. (Visibile solo con un token pubblico di test.)',
  'oauth.oneTapError.noSignupRedirect': 'Impossibile avviare Google One Tap: non è impostato alcun URL di reindirizzamento per la registrazione. Imposta oauthOptions.signupRedirectURL o un URL di reindirizzamento predefinito per la registrazione nel progetto. (Visibile solo con un token pubblico di test.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap non può usare il client Google OAuth predefinito. Per usare One Tap, configura un client Google OAuth personalizzato per il tuo progetto. (Visibile solo con un token pubblico di test.)',
};

export default texts;
