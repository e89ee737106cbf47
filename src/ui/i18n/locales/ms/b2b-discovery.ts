/** Malay (ms): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Pilih organisasi untuk meneruskan',
  'b2b.discovery.continue': 'Teruskan',
  'b2b.discovery.acceptInvite': 'Terima jemputan',
  'b2b.discovery.join': 'Sertai',
  'b2b.discovery.create': 'Cipta organisasi',
  'b2b.discovery.working': 'Sedang log masuk...',
  'b2b.discovery.none.title': '{email} tidak tergolong dalam mana-mana organisasi.',
  'b2b.discovery.none.askAdmin': 'Pastikan alamat e-mel anda betul. Jika betul, anda mungkin perlu dijemput oleh pentadbir anda.',
  'b2b.discovery.none.createTitle': 'Cipta organisasi untuk bermula',
  'b2b.discovery.none.createBody': '{email} tidak mempunyai akaun. Rasa ini satu kesilapan? Cuba alamat e-mel lain, atau hubungi pentadbir anda.',
  'b2b.discovery.none.tryAgain': 'Cuba alamat e-mel lain',
  'b2b.discovery.createForm.title': 'Cipta organisasi',
  'b2b.discovery.createForm.name': 'Nama organisasi',
  'b2b.discovery.createForm.slug': 'Slug organisasi',
  'b2b.discovery.createForm.url': 'Alamat organisasi anda: {url}',
  'b2b.discovery.createForm.submit': 'Cipta organisasi',
  'b2b.discovery.createForm.nameRequired': 'Masukkan nama organisasi anda.',
  'b2b.discovery.createForm.slugInvalid': 'Gunakan 2 hingga 128 huruf, digit, tanda sempang, noktah, garis bawah atau tilde.',
};

export default texts;
