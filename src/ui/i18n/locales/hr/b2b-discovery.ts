/** Croatian (hr): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Odaberite organizaciju za nastavak',
  'b2b.discovery.continue': 'Nastavi',
  'b2b.discovery.acceptInvite': 'Prihvati pozivnicu',
  'b2b.discovery.join': 'Pridruži se',
  'b2b.discovery.create': 'Izradi organizaciju',
  'b2b.discovery.working': 'Prijava…',
  'b2b.discovery.none.title': '{email} ne pripada nijednoj organizaciji.',
  'b2b.discovery.none.askAdmin': 'Provjerite je li adresa e-pošte točna. U suprotnom vas možda mora pozvati administrator.',
  'b2b.discovery.none.createTitle': 'Za početak izradite organizaciju',
  'b2b.discovery.none.createBody': '{email} nema račun. Mislite da je riječ o pogrešci? Pokušajte s drugom adresom e-pošte ili se obratite administratoru.',
  'b2b.discovery.none.tryAgain': 'Pokušaj s drugom adresom e-pošte',
  'b2b.discovery.createForm.title': 'Izradite organizaciju',
  'b2b.discovery.createForm.name': 'Naziv organizacije',
  'b2b.discovery.createForm.slug': 'Identifikator organizacije',
  'b2b.discovery.createForm.url': 'Adresa vaše organizacije: {url}',
  'b2b.discovery.createForm.submit': 'Izradi organizaciju',
  'b2b.discovery.createForm.nameRequired': 'Unesite naziv organizacije.',
  'b2b.discovery.createForm.slugInvalid': 'Upotrijebite od 2 do 128 slova, znamenki, crtica, točaka, podvlaka ili tilda.',
};

export default texts;
