/** Hungarian (hu): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'A folytatáshoz válasszon szervezetet',
  'b2b.discovery.continue': 'Tovább',
  'b2b.discovery.acceptInvite': 'Meghívás elfogadása',
  'b2b.discovery.join': 'Csatlakozás',
  'b2b.discovery.create': 'Szervezet létrehozása',
  'b2b.discovery.working': 'Bejelentkezés…',
  'b2b.discovery.none.title': 'Ez a cím egyetlen szervezethez sem tartozik: {email}.',
  'b2b.discovery.none.askAdmin': 'Ellenőrizze, hogy helyes-e az e-mail-címe. Ellenkező esetben lehet, hogy a rendszergazdának meg kell hívnia.',
  'b2b.discovery.none.createTitle': 'A kezdéshez hozzon létre egy szervezetet',
  'b2b.discovery.none.createBody': 'Ehhez a címhez nem tartozik fiók: {email}. Úgy gondolja, ez tévedés? Próbálkozzon másik e-mail-címmel, vagy forduljon a rendszergazdához.',
  'b2b.discovery.none.tryAgain': 'Másik e-mail-cím kipróbálása',
  'b2b.discovery.createForm.title': 'Szervezet létrehozása',
  'b2b.discovery.createForm.name': 'Szervezet neve',
  'b2b.discovery.createForm.slug': 'Szervezet azonosítója',
  'b2b.discovery.createForm.url': 'Szervezete címe: {url}',
  'b2b.discovery.createForm.submit': 'Szervezet létrehozása',
  'b2b.discovery.createForm.nameRequired': 'Adja meg a szervezet nevét.',
  'b2b.discovery.createForm.slugInvalid': '2–128 karaktert használjon: betűket, számjegyeket, kötőjelet, pontot, aláhúzásjelet vagy hullámvonalat.',
};

export default texts;
