/** Slovak (sk): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Pokračovať cez {provider}',
  'oauth.continueWithGoogle': 'Pokračovať cez Google',
  'oauth.providersLabel': 'Prihlásenie cez sociálne siete',
  'oauth.oneTapLabel': 'Prihlásiť sa cez Google One Tap',
  'oauth.oneTapSigningIn': 'Prihlasujeme vás cez Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap sa nemôže zobraziť na {origin}: pridajte tento pôvod medzi autorizované pôvody JavaScriptu klienta Google OAuth. (Zobrazuje sa iba s testovacím verejným tokenom.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap sa nemôže spustiť: Google nerozpoznal ID klienta OAuth nakonfigurované pre váš projekt. Skontrolujte nastavenia Google OAuth projektu. (Zobrazuje sa iba s testovacím verejným tokenom.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap sa nemôže spustiť: projekt nemá nakonfigurovaného klienta Google OAuth. Pridajte ho v nastaveniach OAuth projektu. (Zobrazuje sa iba s testovacím verejným tokenom.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap sa nemôže spustiť: nie je nastavená URL presmerovania po prihlásení. Nastavte oauthOptions.loginRedirectURL alebo predvolenú URL presmerovania po prihlásení pre projekt. (Zobrazuje sa iba s testovacím verejným tokenom.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap sa nemôže spustiť: nie je nastavená URL presmerovania po registrácii. Nastavte oauthOptions.signupRedirectURL alebo predvolenú URL presmerovania po registrácii pre projekt. (Zobrazuje sa iba s testovacím verejným tokenom.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap nemôže použiť predvoleného klienta Google OAuth. Ak chcete používať One Tap, nakonfigurujte pre projekt vlastného klienta Google OAuth. (Zobrazuje sa iba s testovacím verejným tokenom.)',
};

export default texts;
