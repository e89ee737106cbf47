/** Hungarian (hu): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Folytatás ezzel: {provider}',
  'oauth.continueWithGoogle': 'Folytatás Google-fiókkal',
  'oauth.providersLabel': 'Bejelentkezés közösségi fiókkal',
  'oauth.oneTapLabel': 'Bejelentkezés a Google One Tap szolgáltatással',
  'oauth.oneTapSigningIn': 'Bejelentkezés Google-fiókkal…',
  'oauth.oneTapError.originNotAllowed': 'A Google One Tap nem jeleníthető meg itt: {origin}. Adja hozzá ezt a forrást a Google OAuth-kliens engedélyezett JavaScript-forrásaihoz. (Csak nyilvános teszttokennel jelenik meg.)',
  'oauth.oneTapError.invalidClient': 'A Google One Tap nem indítható el: a Google nem ismeri fel a projekthez beállított OAuth-kliensazonosítót. Ellenőrizze a projekt Google OAuth-beállításait. (Csak nyilvános teszttokennel jelenik meg.)',
  'oauth.oneTapError.noOAuthClient': 'A Google One Tap nem indítható el: a projekthez nincs beállítva Google OAuth-kliens. Adjon hozzá egyet a projekt OAuth-beállításaiban. (Csak nyilvános teszttokennel jelenik meg.)',
  'oauth.oneTapError.noLoginRedirect': 'A Google One Tap nem indítható el: nincs beállítva bejelentkezés utáni átirányítási URL. Állítsa be az oauthOptions.loginRedirectURL értékét, vagy a projekt alapértelmezett bejelentkezés utáni átirányítási URL-jét. (Csak nyilvános teszttokennel jelenik meg.)',
  'oauth.oneTapError.noSignupRedirect': 'A Google One Tap nem indítható el: nincs beállítva regisztráció utáni átirányítási URL. Állítsa be az oauthOptions.signupRedirectURL értékét, vagy a projekt alapértelmezett regisztráció utáni átirányítási URL-jét. (Csak nyilvános teszttokennel jelenik meg.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'A Google One Tap nem használhatja az alapértelmezett Google OAuth-klienst. A One Tap használatához állítson be saját Google OAuth-klienst a projekthez. (Csak nyilvános teszttokennel jelenik meg.)',
};

export default texts;
