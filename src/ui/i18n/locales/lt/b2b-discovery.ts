/** Lithuanian (lt): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Norėdami tęsti, pasirinkite organizaciją',
  'b2b.discovery.continue': 'Tęsti',
  'b2b.discovery.acceptInvite': 'Priimti kvietimą',
  'b2b.discovery.join': 'Tapti nariu',
  'b2b.discovery.create': 'Sukurti organizaciją',
  'b2b.discovery.working': 'Prisijungiama…',
  'b2b.discovery.none.title': '{email} nepriklauso jokiai organizacijai.',
  'b2b.discovery.none.askAdmin': 'Įsitikinkite, kad el. pašto adresas teisingas. Kitu atveju gali reikėti, kad jus pakviestų administratorius.',
  'b2b.discovery.none.createTitle': 'Pradėkite sukurdami organizaciją',
  'b2b.discovery.none.createBody': '{email} neturi paskyros. Manote, kad tai klaida? Pabandykite kitą el. pašto adresą arba susisiekite su administratoriumi.',
  'b2b.discovery.none.tryAgain': 'Bandyti kitą el. pašto adresą',
  'b2b.discovery.createForm.title': 'Sukurkite organizaciją',
  'b2b.discovery.createForm.name': 'Organizacijos pavadinimas',
  'b2b.discovery.createForm.slug': 'Organizacijos identifikatorius',
  'b2b.discovery.createForm.url': 'Jūsų organizacijos adresas: {url}',
  'b2b.discovery.createForm.submit': 'Sukurti organizaciją',
  'b2b.discovery.createForm.nameRequired': 'Įveskite organizacijos pavadinimą.',
  'b2b.discovery.createForm.slugInvalid': 'Naudokite nuo 2 iki 128 raidžių, skaitmenų, brūkšnelių, taškų, pabraukimo brūkšnių arba tildžių.',
};

export default texts;
