/** Indonesian (id): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': 'Lanjutkan dengan {provider}',
  'oauth.continueWithGoogle': 'Lanjutkan dengan Google',
  'oauth.providersLabel': 'Masuk dengan media sosial',
  'oauth.oneTapLabel': 'Masuk dengan Google One Tap',
  'oauth.oneTapSigningIn': 'Memproses masuk dengan Google…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap tidak dapat ditampilkan di {origin}: tambahkan origin ini ke origin JavaScript resmi pada klien Google OAuth Anda. (Hanya ditampilkan dengan token publik pengujian.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap tidak dapat dimulai: Google tidak mengenali ID klien OAuth yang dikonfigurasi untuk proyek Anda. Periksa setelan Google OAuth proyek Anda. (Hanya ditampilkan dengan token publik pengujian.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap tidak dapat dimulai: proyek Anda belum memiliki klien Google OAuth. Tambahkan klien di setelan OAuth proyek Anda. (Hanya ditampilkan dengan token publik pengujian.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap tidak dapat dimulai: URL pengalihan masuk belum ditetapkan. Tetapkan oauthOptions.loginRedirectURL, atau URL pengalihan masuk default untuk proyek Anda. (Hanya ditampilkan dengan token publik pengujian.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap tidak dapat dimulai: URL pengalihan pendaftaran belum ditetapkan. Tetapkan oauthOptions.signupRedirectURL, atau URL pengalihan pendaftaran default untuk proyek Anda. (Hanya ditampilkan dengan token publik pengujian.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap tidak dapat menggunakan klien Google OAuth default. Konfigurasikan klien Google OAuth sendiri untuk proyek Anda agar dapat menggunakan One Tap. (Hanya ditampilkan dengan token publik pengujian.)',
};

export default texts;
