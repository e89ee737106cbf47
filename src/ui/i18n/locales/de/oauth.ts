/** German (de): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Weiter mit {provider}',
  'oauth.continueWithGoogle': 'Weiter mit Google',
  'oauth.providersLabel': 'Anmeldung über soziale Netzwerke',
  'oauth.oneTapLabel': 'Mit Google One Tap anmelden',
  'oauth.oneTapSigningIn': 'Anmeldung mit Google läuft…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap kann auf {origin} nicht angezeigt werden: Fügen Sie diesen Ursprung den autorisierten JavaScript-Ursprüngen Ihres Google-OAuth-Clients hinzu. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap kann nicht gestartet werden: Google erkennt die für Ihr Projekt konfigurierte OAuth-Client-ID nicht. Prüfen Sie die Google-OAuth-Einstellungen Ihres Projekts. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap kann nicht gestartet werden: Für Ihr Projekt ist kein Google-OAuth-Client konfiguriert. Fügen Sie in den OAuth-Einstellungen Ihres Projekts einen hinzu. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap kann nicht gestartet werden: Es ist keine Weiterleitungs-URL für die Anmeldung festgelegt. Legen Sie oauthOptions.loginRedirectURL oder eine Standard-Weiterleitungs-URL für die Anmeldung in Ihrem Projekt fest. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap kann nicht gestartet werden: Es ist keine Weiterleitungs-URL für die Registrierung festgelegt. Legen Sie oauthOptions.signupRedirectURL oder eine Standard-Weiterleitungs-URL für die Registrierung in Ihrem Projekt fest. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap kann den Standard-Google-OAuth-Client nicht verwenden. Konfigurieren Sie einen eigenen Google-OAuth-Client für Ihr Projekt, um One Tap zu nutzen. (Wird nur mit einem öffentlichen Test-Token angezeigt.)',
};

export default texts;
