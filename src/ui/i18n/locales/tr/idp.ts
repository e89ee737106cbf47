/** Turkish (tr): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} ile {clientName} uygulamasına giriş yapın',
  'idp.titleCustomScopes': '{clientName}, {projectName} hesabınıza erişmek istiyor',
  'idp.permissionsStandard': '{clientName} uygulamasına şu izinleri verin:',
  'idp.permissionsCustom': '{clientName} şunları istiyor:',
  'idp.ungrantableNotice': '{clientName} uygulamasına, istenen kapsamların bazılarına erişim verme yetkiniz yok.',
  'idp.ungrantableList': '{clientName} uygulamasının şu isteklerini onaylayamazsınız:',
  'idp.fallbackClientName': 'Uygulama',
  'idp.clientLogo': '{clientName} logosu',
  'idp.allow': 'İzin ver',
  'idp.deny': 'Reddet',
  'idp.loading': 'Yükleniyor…',
  'idp.missingParameter': 'Gerekli bir parametre eksik: {param}. Lütfen uygulama geliştiricisine başvurun.',
  'idp.successTitle': 'Başarılı!',
  'idp.successBody': '{clientName} uygulamasına giriş yaptınız. Bu sayfayı kapatabilirsiniz.',
  'idp.redirecting': '{clientName} uygulamasına geri yönlendiriliyorsunuz…',
  'idp.redirectNotRequested': 'Bu istek tamamlanamadı: Dönüş adresi, uygulamanın istediği adres değildi. Lütfen uygulama geliştiricisine başvurun.',
  'idp.scope.openid': 'Kimliğinizi doğrulama',
  'idp.scope.openid.detail': 'Hesabınızda depolanan bilgileri görüntüleme',
  'idp.scope.personalProfile': 'Kişisel profil bilgilerinizi görüntüleme',
  'idp.scope.profile.detail': 'Adınız, profil fotoğrafınız ve diliniz',
  'idp.scope.email.detail': 'E-posta adresiniz',
  'idp.scope.phone.detail': 'Telefon numaranız',
  'idp.scope.offline_access': 'Uygulamayı etkin olarak kullanmadığınızda bile verilerinize erişimi sürdürme',
  'idp.scope.full_access': 'Hesabınıza tam erişim',
  'idp.scope.custom': '{scope} kapsamını kullanma',
  'idp.logoutTitle': 'Çıkış yapılsın mı?',
  'idp.logoutBody': '{projectName} hesabınızdan çıkış yapmak istediğinizden emin misiniz?',
  'idp.yes': 'Evet',
  'idp.no': 'Hayır',
  'idp.logoutDeniedTitle': 'Hâlâ giriş yapmış durumdasınız',
  'idp.logoutDenied': 'Çıkış yapılmadı. Bu sayfayı kapatabilirsiniz.',
};

export default texts;
