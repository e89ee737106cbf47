/** Serbian (sr): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Настави уз {provider}',
  'oauth.continueWithGoogle': 'Настави уз Google',
  'oauth.providersLabel': 'Пријава преко друштвених мрежа',
  'oauth.oneTapLabel': 'Пријава уз Google One Tap',
  'oauth.oneTapSigningIn': 'Пријављујемо вас уз Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap не може да се прикаже на {origin}: додајте ово порекло у овлашћена JavaScript порекла свог Google OAuth клијента. (Приказује се само уз тестни јавни токен.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap не може да се покрене: Google не препознаје ID OAuth клијента подешен за ваш пројекат. Проверите Google OAuth подешавања пројекта. (Приказује се само уз тестни јавни токен.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap не може да се покрене: ваш пројекат нема подешен Google OAuth клијент. Додајте га у OAuth подешавањима пројекта. (Приказује се само уз тестни јавни токен.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap не може да се покрене: није подешен URL за преусмеравање након пријаве. Подесите oauthOptions.loginRedirectURL или подразумевани URL за преусмеравање након пријаве за пројекат. (Приказује се само уз тестни јавни токен.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap не може да се покрене: није подешен URL за преусмеравање након регистрације. Подесите oauthOptions.signupRedirectURL или подразумевани URL за преусмеравање након регистрације за пројекат. (Приказује се само уз тестни јавни токен.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap не може да користи подразумевани Google OAuth клијент. Подесите сопствени Google OAuth клијент за пројекат да бисте користили One Tap. (Приказује се само уз тестни јавни токен.)',
};

export default texts;
