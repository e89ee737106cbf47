/** Danish (da): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Fortsæt med {provider}',
  'oauth.continueWithGoogle': 'Fortsæt med Google',
  'oauth.providersLabel': 'Log ind med sociale konti',
  'oauth.oneTapLabel': 'Log ind med Google One Tap',
  'oauth.oneTapSigningIn': 'Logger dig ind med Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap kan ikke vises på {origin}: Føj denne oprindelse til de godkendte JavaScript-oprindelser for din Google OAuth-klient. (Vises kun med et offentligt testtoken.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap kan ikke starte: Google genkender ikke det OAuth-klient-id, der er konfigureret til dit projekt. Tjek Google OAuth-indstillingerne for dit projekt. (Vises kun med et offentligt testtoken.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap kan ikke starte: Dit projekt har ingen Google OAuth-klient konfigureret. Tilføj en i OAuth-indstillingerne for dit projekt. (Vises kun med et offentligt testtoken.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap kan ikke starte: Der er ikke angivet nogen omdirigerings-URL til login. Angiv oauthOptions.loginRedirectURL eller en standardomdirigerings-URL til login for dit projekt. (Vises kun med et offentligt testtoken.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap kan ikke starte: Der er ikke angivet nogen omdirigerings-URL til tilmelding. Angiv oauthOptions.signupRedirectURL eller en standardomdirigerings-URL til tilmelding for dit projekt. (Vises kun med et offentligt testtoken.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap kan ikke bruge standard-Google OAuth-klienten. Konfigurer din egen Google OAuth-klient til dit projekt for at bruge One Tap. (Vises kun med et offentligt testtoken.)',
};

export default texts;
