/** Turkish (tr): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Kuruluşunuz aranıyor…',
  'b2b.organization.notFound.title': 'Kuruluşunuzu bulamadık',
  'b2b.organization.notFound.body': '“{slug}” adresine sahip bir kuruluş yok. Kullandığınız bağlantıyı kontrol edin veya bağlantıyı yöneticinizden isteyin.',
  'b2b.organization.notFound.noSlug': 'Bu sayfa bir kuruluş belirtmiyor. Yöneticinizin size verdiği bağlantıyı kullanın.',
  'b2b.organization.loadFailed.retry': 'Tekrar dene',
  'b2b.organization.title': '{organization} ile devam et',
  'b2b.organization.sso': '{connection} ile devam et',
  'b2b.organization.continue': 'Devam',
  'b2b.organization.invalidEmail': 'E-posta biçimi geçersiz.',
  'b2b.organization.or': 'veya',
  'b2b.organization.password': 'Bunun yerine şifre kullan',
  'b2b.organization.noMethods': '{organization}, bu sayfadaki giriş yöntemlerinin hiçbirine izin vermiyor. Yöneticinize başvurun.',
};

export default texts;
