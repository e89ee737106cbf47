/** Turkish (tr): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Devam etmek için bir kuruluş seçin',
  'b2b.discovery.continue': 'Devam',
  'b2b.discovery.acceptInvite': 'Daveti kabul et',
  'b2b.discovery.join': 'Katıl',
  'b2b.discovery.create': 'Kuruluş oluştur',
  'b2b.discovery.working': 'Giriş yapılıyor…',
  'b2b.discovery.none.title': '{email} hiçbir kuruluşa ait değil.',
  'b2b.discovery.none.askAdmin': 'E-posta adresinizin doğru olduğundan emin olun. Aksi takdirde yöneticinizin sizi davet etmesi gerekebilir.',
  'b2b.discovery.none.createTitle': 'Başlamak için bir kuruluş oluşturun',
  'b2b.discovery.none.createBody': '{email} için bir hesap yok. Bunun bir hata olduğunu mu düşünüyorsunuz? Başka bir e-posta adresi deneyin veya yöneticinizle iletişime geçin.',
  'b2b.discovery.none.tryAgain': 'Başka bir e-posta adresi dene',
  'b2b.discovery.createForm.title': 'Kuruluş oluşturun',
  'b2b.discovery.createForm.name': 'Kuruluş adı',
  'b2b.discovery.createForm.slug': 'Kuruluş URL kısa adı',
  'b2b.discovery.createForm.url': 'Kuruluşunuzun adresi: {url}',
  'b2b.discovery.createForm.submit': 'Kuruluşu oluştur',
  'b2b.discovery.createForm.nameRequired': 'Kuruluşunuz için bir ad girin.',
  'b2b.discovery.createForm.slugInvalid': '2 ile 128 arasında harf, rakam, kısa çizgi, nokta, alt çizgi veya tilde kullanın.',
};

export default texts;
