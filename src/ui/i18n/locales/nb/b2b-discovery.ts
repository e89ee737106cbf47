/** Norwegian Bokmål (nb): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Velg en organisasjon for å fortsette',
  'b2b.discovery.continue': 'Fortsett',
  'b2b.discovery.acceptInvite': 'Godta invitasjonen',
  'b2b.discovery.join': 'Bli med',
  'b2b.discovery.create': 'Opprett en organisasjon',
  'b2b.discovery.working': 'Logger inn …',
  'b2b.discovery.none.title': '{email} tilhører ingen organisasjoner.',
  'b2b.discovery.none.askAdmin': 'Sørg for at e-postadressen din er riktig. Ellers må du kanskje bli invitert av administratoren din.',
  'b2b.discovery.none.createTitle': 'Opprett en organisasjon for å komme i gang',
  'b2b.discovery.none.createBody': '{email} har ingen konto. Tror du dette er feil? Prøv en annen e-postadresse, eller kontakt administratoren din.',
  'b2b.discovery.none.tryAgain': 'Prøv en annen e-postadresse',
  'b2b.discovery.createForm.title': 'Opprett en organisasjon',
  'b2b.discovery.createForm.name': 'Navn på organisasjonen',
  'b2b.discovery.createForm.slug': 'URL-navn for organisasjonen',
  'b2b.discovery.createForm.url': 'Adressen til organisasjonen din: {url}',
  'b2b.discovery.createForm.submit': 'Opprett organisasjon',
  'b2b.discovery.createForm.nameRequired': 'Skriv inn et navn på organisasjonen din.',
  'b2b.discovery.createForm.slugInvalid': 'Bruk 2 til 128 bokstaver, sifre, bindestreker, punktum, understreker eller tilder.',
};

export default texts;
