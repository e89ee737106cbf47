/** Romanian (ro): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Continuați cu {provider}',
  'oauth.continueWithGoogle': 'Continuați cu Google',
  'oauth.providersLabel': 'Conectare prin rețele sociale',
  'oauth.oneTapLabel': 'Conectați-vă cu Google One Tap',
  'oauth.oneTapSigningIn': 'Se realizează conectarea cu Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap nu poate fi afișat pe {origin}: adăugați această origine la originile JavaScript autorizate ale clientului Google OAuth. (Afișat doar cu un token public de test.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap nu poate porni: Google nu recunoaște ID-ul de client OAuth configurat pentru proiectul dvs. Verificați setările Google OAuth ale proiectului. (Afișat doar cu un token public de test.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap nu poate porni: proiectul dvs. nu are configurat niciun client Google OAuth. Adăugați unul în setările OAuth ale proiectului. (Afișat doar cu un token public de test.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap nu poate porni: nu este setată nicio adresă URL de redirecționare pentru conectare. Setați oauthOptions.loginRedirectURL sau o adresă URL implicită de redirecționare pentru conectare în proiectul dvs. (Afișat doar cu un token public de test.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap nu poate porni: nu este setată nicio adresă URL de redirecționare pentru înregistrare. Setați oauthOptions.signupRedirectURL sau o adresă URL implicită de redirecționare pentru înregistrare în proiectul dvs. (Afișat doar cu un token public de test.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap nu poate folosi clientul Google OAuth implicit. Configurați un client Google OAuth propriu pentru proiectul dvs. ca să folosiți One Tap. (Afișat doar cu un token public de test.)',
};

export default texts;
