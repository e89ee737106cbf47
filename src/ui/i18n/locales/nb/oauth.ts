/** Norwegian Bokmål (nb): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Fortsett med {provider}',
  'oauth.continueWithGoogle': 'Fortsett med Google',
  'oauth.providersLabel': 'Logg inn med sosiale kontoer',
  'oauth.oneTapLabel': 'Logg inn med Google One Tap',
  'oauth.oneTapSigningIn': 'Logger deg inn med Google …',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap kan ikke vises på {origin}: Legg til denne opprinnelsen blant de autoriserte JavaScript-opprinnelsene for Google OAuth-klienten din. (Vises bare med et offentlig testtoken.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap kan ikke starte: Google gjenkjenner ikke OAuth-klient-ID-en som er konfigurert for prosjektet ditt. Sjekk Google OAuth-innstillingene for prosjektet ditt. (Vises bare med et offentlig testtoken.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap kan ikke starte: Prosjektet ditt har ingen Google OAuth-klient konfigurert. Legg til en i OAuth-innstillingene for prosjektet ditt. (Vises bare med et offentlig testtoken.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap kan ikke starte: Ingen omdirigerings-URL for pålogging er angitt. Angi oauthOptions.loginRedirectURL eller en standard omdirigerings-URL for pålogging for prosjektet ditt. (Vises bare med et offentlig testtoken.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap kan ikke starte: Ingen omdirigerings-URL for registrering er angitt. Angi oauthOptions.signupRedirectURL eller en standard omdirigerings-URL for registrering for prosjektet ditt. (Vises bare med et offentlig testtoken.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap kan ikke bruke standardklienten for Google OAuth. Konfigurer en egen Google OAuth-klient for prosjektet ditt for å bruke One Tap. (Vises bare med et offentlig testtoken.)',
};

export default texts;
