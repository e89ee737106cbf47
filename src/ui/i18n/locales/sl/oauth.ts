/** Slovenian (sl): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Nadaljuj s storitvijo {provider}',
  'oauth.continueWithGoogle': 'Nadaljuj z Googlom',
  'oauth.providersLabel': 'Prijava z družbenimi omrežji',
  'oauth.oneTapLabel': 'Prijava z Google One Tap',
  'oauth.oneTapSigningIn': 'Prijavljanje z Googlom …',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap ni mogoče prikazati na {origin}: dodajte ta izvor med pooblaščene izvore JavaScript svojega odjemalca Google OAuth. (Prikazano samo s testnim javnim žetonom.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap se ne more zagnati: Google ne prepozna ID-ja odjemalca OAuth, konfiguriranega za vaš projekt. Preverite nastavitve Google OAuth za svoj projekt. (Prikazano samo s testnim javnim žetonom.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap se ne more zagnati: vaš projekt nima konfiguriranega odjemalca Google OAuth. Dodajte ga v nastavitvah OAuth za svoj projekt. (Prikazano samo s testnim javnim žetonom.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap se ne more zagnati: URL za preusmeritev po prijavi ni nastavljen. Nastavite oauthOptions.loginRedirectURL ali privzeti URL za preusmeritev po prijavi za svoj projekt. (Prikazano samo s testnim javnim žetonom.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap se ne more zagnati: URL za preusmeritev po registraciji ni nastavljen. Nastavite oauthOptions.signupRedirectURL ali privzeti URL za preusmeritev po registraciji za svoj projekt. (Prikazano samo s testnim javnim žetonom.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ne more uporabiti privzetega odjemalca Google OAuth. Za uporabo One Tap konfigurirajte lasten odjemalec Google OAuth za svoj projekt. (Prikazano samo s testnim javnim žetonom.)',
};

export default texts;
