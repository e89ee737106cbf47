/** Croatian (hr): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Nastavi putem usluge {provider}',
  'oauth.continueWithGoogle': 'Nastavi s Googleom',
  'oauth.providersLabel': 'Prijava putem društvenih mreža',
  'oauth.oneTapLabel': 'Prijava putem usluge Google One Tap',
  'oauth.oneTapSigningIn': 'Prijava putem Googlea…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap ne može se prikazati na {origin}: dodajte to ishodište među autorizirana ishodišta JavaScripta svojeg klijenta Google OAuth. (Prikazuje se samo s testnim javnim tokenom.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap ne može se pokrenuti: Google ne prepoznaje ID klijenta OAuth konfiguriran za vaš projekt. Provjerite postavke Google OAuth svojeg projekta. (Prikazuje se samo s testnim javnim tokenom.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap ne može se pokrenuti: vaš projekt nema konfiguriran klijent Google OAuth. Dodajte ga u postavkama OAuth svojeg projekta. (Prikazuje se samo s testnim javnim tokenom.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap ne može se pokrenuti: nije postavljen URL za preusmjeravanje nakon prijave. Postavite oauthOptions.loginRedirectURL ili zadani URL za preusmjeravanje nakon prijave za svoj projekt. (Prikazuje se samo s testnim javnim tokenom.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap ne može se pokrenuti: nije postavljen URL za preusmjeravanje nakon registracije. Postavite oauthOptions.signupRedirectURL ili zadani URL za preusmjeravanje nakon registracije za svoj projekt. (Prikazuje se samo s testnim javnim tokenom.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ne može koristiti zadani klijent Google OAuth. Da biste koristili One Tap, konfigurirajte vlastiti klijent Google OAuth za svoj projekt. (Prikazuje se samo s testnim javnim tokenom.)',
};

export default texts;
