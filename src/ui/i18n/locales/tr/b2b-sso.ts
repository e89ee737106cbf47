/** Turkish (tr): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Devam etmek için e-posta adresinizi girin',
  'b2b.sso.connectionsTitle': 'Devam etmek için bir bağlantı seçin',
  'b2b.sso.organizationTitle': '{organization} ile devam et',
  'b2b.sso.continueWith': '{name} ile devam et',
  'b2b.sso.noConnections': 'Bu kuruluşun henüz çoklu oturum açma (SSO) bağlantısı yok. Başka bir yöntem deneyin.',
  'b2b.sso.fallbackTitle': 'Üzgünüz, hiç bağlantı bulamadık',
  'b2b.sso.fallbackBody': 'Devam etmek için lütfen kuruluşun benzersiz URL kısa adını girin. Bilmiyorsanız, erişebildiğiniz tüm kuruluşları görmek için başka bir yöntemle giriş yapın.',
  'b2b.sso.slugField': 'Kuruluş URL kısa adı',
  'b2b.sso.slugRequired': 'Kuruluş URL kısa adını girin.',
  'b2b.sso.orgNotFound': 'Kuruluş bulunamadı. Lütfen tekrar deneyin.',
  'b2b.sso.landingFailedTitle': 'Giriş yapılamadı',
  'b2b.sso.tryAnotherMethod': 'Başka bir yöntem dene',
  'b2b.sso.redirecting': '{name} sayfasına yönlendiriliyor…',
  'b2b.sso.signingIn': 'Giriş yapılıyor…',
};

export default texts;
