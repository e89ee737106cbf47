/** Finnish (fi): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Jatka palvelun {provider} kautta',
  'oauth.continueWithGoogle': 'Jatka Google-tilillä',
  'oauth.providersLabel': 'Kirjautuminen sosiaalisen median tileillä',
  'oauth.oneTapLabel': 'Kirjaudu sisään Google One Tap -toiminnolla',
  'oauth.oneTapSigningIn': 'Kirjaudutaan sisään Google-tilillä…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap ei voi näkyä osoitteessa {origin}: lisää tämä alkuperä Google OAuth -asiakkaasi valtuutettuihin JavaScript-alkuperiin. (Näytetään vain julkista testitunnusta käytettäessä.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap ei voi käynnistyä: Google ei tunnista projektillesi määritettyä OAuth-asiakastunnusta. Tarkista projektisi Google OAuth -asetukset. (Näytetään vain julkista testitunnusta käytettäessä.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap ei voi käynnistyä: projektillesi ei ole määritetty Google OAuth -asiakasta. Lisää se projektisi OAuth-asetuksissa. (Näytetään vain julkista testitunnusta käytettäessä.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap ei voi käynnistyä: kirjautumisen uudelleenohjaus-URL-osoitetta ei ole asetettu. Aseta oauthOptions.loginRedirectURL tai projektisi oletusarvoinen kirjautumisen uudelleenohjaus-URL. (Näytetään vain julkista testitunnusta käytettäessä.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap ei voi käynnistyä: rekisteröitymisen uudelleenohjaus-URL-osoitetta ei ole asetettu. Aseta oauthOptions.signupRedirectURL tai projektisi oletusarvoinen rekisteröitymisen uudelleenohjaus-URL. (Näytetään vain julkista testitunnusta käytettäessä.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ei voi käyttää oletusarvoista Google OAuth -asiakasta. Määritä projektillesi oma Google OAuth -asiakas, jotta voit käyttää One Tapia. (Näytetään vain julkista testitunnusta käytettäessä.)',
};

export default texts;
