/** Turkish (tr): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Başarılı!',
  'passkey.successBody': 'Geçiş anahtarınızla kimlik doğrulama başarılı oldu.',
  'passkey.checkingSession': 'Oturumunuz kontrol ediliyor…',
  'passkey.noActiveUser': 'Hata: PasskeyRegistration bileşeni, kimliği doğrulanmış etkin bir kullanıcı olmadan kullanılamaz.',
  'passkey.registrationTitle': 'Yeni bir geçiş anahtarı ayarlayın',
  'passkey.registrationBody': 'Geçiş anahtarları, şifre veya kod yerine parmak iziniz, yüzünüz ya da ekran kilidinizle giriş yapmanızı sağlar.',
  'passkey.create': 'Geçiş anahtarı oluştur',
  'passkey.skip': 'Atla',
  'passkey.createdTitle': 'Geçiş anahtarı başarıyla oluşturuldu!',
  'passkey.skippedTitle': 'Geçiş anahtarlarınız',
  'passkey.setUpAnother': 'Başka bir geçiş anahtarı ayarla',
  'passkey.done': 'Bitti',
  'passkey.existingPasskeys': 'Mevcut geçiş anahtarları',
  'passkey.listNoActiveUser': 'Hata: PasskeyList bileşeni, kimliği doğrulanmış etkin bir kullanıcı olmadan kullanılamaz.',
  'passkey.listEmpty': 'Henüz geçiş anahtarı yok.',
  'passkey.listLoading': 'Geçiş anahtarlarınız yükleniyor…',
  'passkey.created': 'Oluşturulma: {date}',
  'passkey.lastUsed': 'Son kullanım: {date}',
  'passkey.neverUsed': 'Henüz kullanılmadı',
  'passkey.rename': 'Yeniden adlandır',
  'passkey.renameLabel': 'Yeniden adlandır: {name}',
  'passkey.nameLabel': 'Geçiş anahtarı adı',
  'passkey.nameRequired': 'Bu geçiş anahtarı için bir ad girin.',
  'passkey.nameHint': 'Kaydetmek için Enter\'a, iptal etmek için Escape\'e basın.',
  'passkey.save': 'Kaydet',
  'passkey.delete': 'Sil',
  'passkey.deleteLabel': 'Sil: {name}',
  'passkey.cancel': 'İptal',
  'passkey.deleteConfirm': '{name} geçiş anahtarı silinsin mi?',
  'passkey.deleteWarning': 'Silinen bir geçiş anahtarı artık giriş yapmak için kullanılamaz. Onu şifre yöneticinizden de kaldırın.',
};

export default texts;
