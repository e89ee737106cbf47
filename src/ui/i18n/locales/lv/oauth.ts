/** Latvian (lv): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Turpināt ar {provider}',
  'oauth.continueWithGoogle': 'Turpināt ar Google',
  'oauth.providersLabel': 'Pierakstīšanās ar sociālajiem tīkliem',
  'oauth.oneTapLabel': 'Pierakstīties ar Google One Tap',
  'oauth.oneTapSigningIn': 'Notiek pierakstīšanās ar Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap nevar parādīt vietnē {origin}: pievienojiet šo izcelsmi sava Google OAuth klienta autorizētajām JavaScript izcelsmēm. (Tiek rādīts tikai ar testa publisko marķieri.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap nevar startēt: Google neatpazīst jūsu projektam konfigurēto OAuth klienta ID. Pārbaudiet projekta Google OAuth iestatījumus. (Tiek rādīts tikai ar testa publisko marķieri.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap nevar startēt: jūsu projektam nav konfigurēts Google OAuth klients. Pievienojiet to projekta OAuth iestatījumos. (Tiek rādīts tikai ar testa publisko marķieri.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap nevar startēt: nav iestatīts novirzīšanas URL pēc pierakstīšanās. Iestatiet oauthOptions.loginRedirectURL vai projekta noklusējuma novirzīšanas URL pēc pierakstīšanās. (Tiek rādīts tikai ar testa publisko marķieri.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap nevar startēt: nav iestatīts novirzīšanas URL pēc reģistrēšanās. Iestatiet oauthOptions.signupRedirectURL vai projekta noklusējuma novirzīšanas URL pēc reģistrēšanās. (Tiek rādīts tikai ar testa publisko marķieri.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap nevar izmantot noklusējuma Google OAuth klientu. Lai izmantotu One Tap, konfigurējiet savam projektam savu Google OAuth klientu. (Tiek rādīts tikai ar testa publisko marķieri.)',
};

export default texts;
