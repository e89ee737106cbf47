/** Lithuanian (lt): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Tęsti su {provider}',
  'oauth.continueWithGoogle': 'Tęsti su Google',
  'oauth.providersLabel': 'Prisijungimas per socialinius tinklus',
  'oauth.oneTapLabel': 'Prisijungti per Google One Tap',
  'oauth.oneTapSigningIn': 'Prisijungiama per Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap negali būti rodomas {origin}: pridėkite šį šaltinį prie savo Google OAuth kliento leidžiamų JavaScript šaltinių. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
  'oauth.oneTapError.invalidClient': 'Nepavyko paleisti Google One Tap: Google neatpažįsta jūsų projektui sukonfigūruoto OAuth kliento ID. Patikrinkite projekto Google OAuth nustatymus. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
  'oauth.oneTapError.noOAuthClient': 'Nepavyko paleisti Google One Tap: jūsų projekte nesukonfigūruotas Google OAuth klientas. Pridėkite jį projekto OAuth nustatymuose. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
  'oauth.oneTapError.noLoginRedirect': 'Nepavyko paleisti Google One Tap: nenustatytas peradresavimo po prisijungimo URL. Nustatykite oauthOptions.loginRedirectURL arba numatytąjį projekto peradresavimo po prisijungimo URL. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
  'oauth.oneTapError.noSignupRedirect': 'Nepavyko paleisti Google One Tap: nenustatytas peradresavimo po registracijos URL. Nustatykite oauthOptions.signupRedirectURL arba numatytąjį projekto peradresavimo po registracijos URL. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap negali naudoti numatytojo Google OAuth kliento. Norėdami naudoti One Tap, sukonfigūruokite savo projektui nuosavą Google OAuth klientą. (Rodoma tik naudojant bandomąjį viešąjį žetoną.)',
};

export default texts;
