/** Czech (cs): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Pokračovat přes {provider}',
  'oauth.continueWithGoogle': 'Pokračovat přes Google',
  'oauth.providersLabel': 'Přihlášení přes sociální sítě',
  'oauth.oneTapLabel': 'Přihlásit se přes Google One Tap',
  'oauth.oneTapSigningIn': 'Přihlašování přes Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap nelze zobrazit na {origin}: přidejte tento původ mezi autorizované zdroje JavaScriptu svého klienta Google OAuth. (Zobrazuje se jen s testovacím veřejným tokenem.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap nelze spustit: Google nerozpoznal ID klienta OAuth nastavené pro váš projekt. Zkontrolujte nastavení Google OAuth projektu. (Zobrazuje se jen s testovacím veřejným tokenem.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap nelze spustit: váš projekt nemá nastaveného klienta Google OAuth. Přidejte ho v nastavení OAuth projektu. (Zobrazuje se jen s testovacím veřejným tokenem.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap nelze spustit: není nastavena adresa URL pro přesměrování po přihlášení. Nastavte oauthOptions.loginRedirectURL nebo výchozí adresu URL pro přesměrování po přihlášení pro projekt. (Zobrazuje se jen s testovacím veřejným tokenem.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap nelze spustit: není nastavena adresa URL pro přesměrování po registraci. Nastavte oauthOptions.signupRedirectURL nebo výchozí adresu URL pro přesměrování po registraci pro projekt. (Zobrazuje se jen s testovacím veřejným tokenem.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap nemůže používat výchozího klienta Google OAuth. Chcete-li používat One Tap, nastavte pro projekt vlastního klienta Google OAuth. (Zobrazuje se jen s testovacím veřejným tokenem.)',
};

export default texts;
