/** Malay (ms): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Teruskan dengan {provider}',
  'oauth.continueWithGoogle': 'Teruskan dengan Google',
  'oauth.providersLabel': 'Log masuk sosial',
  'oauth.oneTapLabel': 'Log masuk dengan Google One Tap',
  'oauth.oneTapSigningIn': 'Melog masuk anda dengan Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap tidak dapat dipaparkan pada {origin}: tambahkan asal ini pada asal JavaScript yang dibenarkan bagi klien Google OAuth anda. (Dipaparkan hanya dengan token awam ujian.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap tidak dapat dimulakan: Google tidak mengenali ID klien OAuth yang dikonfigurasikan untuk projek anda. Semak tetapan Google OAuth projek anda. (Dipaparkan hanya dengan token awam ujian.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap tidak dapat dimulakan: projek anda belum mempunyai klien Google OAuth. Tambahkan klien dalam tetapan OAuth projek anda. (Dipaparkan hanya dengan token awam ujian.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap tidak dapat dimulakan: URL ubah hala log masuk belum ditetapkan. Tetapkan oauthOptions.loginRedirectURL, atau URL ubah hala log masuk lalai untuk projek anda. (Dipaparkan hanya dengan token awam ujian.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap tidak dapat dimulakan: URL ubah hala pendaftaran belum ditetapkan. Tetapkan oauthOptions.signupRedirectURL, atau URL ubah hala pendaftaran lalai untuk projek anda. (Dipaparkan hanya dengan token awam ujian.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap tidak boleh menggunakan klien Google OAuth lalai. Konfigurasikan klien Google OAuth anda sendiri untuk projek anda bagi menggunakan One Tap. (Dipaparkan hanya dengan token awam ujian.)',
};

export default texts;
