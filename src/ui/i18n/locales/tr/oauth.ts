/** Turkish (tr): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider} ile devam et',
  'oauth.continueWithGoogle': 'Google ile devam et',
  'oauth.providersLabel': 'Sosyal hesapla giriş',
  'oauth.oneTapLabel': 'Google One Tap ile giriş yap',
  'oauth.oneTapSigningIn': 'Google ile giriş yapılıyor…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap {origin} üzerinde gösterilemiyor: Bu kaynağı, Google OAuth istemcinizin yetkili JavaScript kaynaklarına ekleyin. (Yalnızca test genel belirteciyle gösterilir.)',
  'oauth.oneTapError.invalidClient': 'Google One Tap başlatılamıyor: Google, projeniz için yapılandırılan OAuth istemci kimliğini tanımıyor. Projenizin Google OAuth ayarlarını kontrol edin. (Yalnızca test genel belirteciyle gösterilir.)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap başlatılamıyor: Projeniz için yapılandırılmış bir Google OAuth istemcisi yok. Projenizin OAuth ayarlarından bir istemci ekleyin. (Yalnızca test genel belirteciyle gösterilir.)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap başlatılamıyor: Giriş yönlendirme URL\'si ayarlanmamış. oauthOptions.loginRedirectURL değerini veya projeniz için varsayılan bir giriş yönlendirme URL\'si ayarlayın. (Yalnızca test genel belirteciyle gösterilir.)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap başlatılamıyor: Kayıt yönlendirme URL\'si ayarlanmamış. oauthOptions.signupRedirectURL değerini veya projeniz için varsayılan bir kayıt yönlendirme URL\'si ayarlayın. (Yalnızca test genel belirteciyle gösterilir.)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap, varsayılan Google OAuth istemcisini kullanamaz. One Tap\'i kullanmak için projenize kendi Google OAuth istemcinizi yapılandırın. (Yalnızca test genel belirteciyle gösterilir.)',
};

export default texts;
