/** Dutch (nl): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Kies een organisatie om door te gaan',
  'b2b.discovery.continue': 'Doorgaan',
  'b2b.discovery.acceptInvite': 'Uitnodiging accepteren',
  'b2b.discovery.join': 'Deelnemen',
  'b2b.discovery.create': 'Organisatie aanmaken',
  'b2b.discovery.working': 'Inloggen…',
  'b2b.discovery.none.title': '{email} hoort bij geen enkele organisatie.',
  'b2b.discovery.none.askAdmin': 'Controleer of je e-mailadres klopt. Anders moet je misschien eerst worden uitgenodigd door je beheerder.',
  'b2b.discovery.none.createTitle': 'Maak een organisatie aan om te beginnen',
  'b2b.discovery.none.createBody': 'Er is geen account voor {email}. Denk je dat dit niet klopt? Probeer een ander e-mailadres of neem contact op met je beheerder.',
  'b2b.discovery.none.tryAgain': 'Ander e-mailadres proberen',
  'b2b.discovery.createForm.title': 'Organisatie aanmaken',
  'b2b.discovery.createForm.name': 'Naam van organisatie',
  'b2b.discovery.createForm.slug': 'URL-naam van organisatie',
  'b2b.discovery.createForm.url': 'Adres van je organisatie: {url}',
  'b2b.discovery.createForm.submit': 'Organisatie aanmaken',
  'b2b.discovery.createForm.nameRequired': 'Voer een naam in voor je organisatie.',
  'b2b.discovery.createForm.slugInvalid': 'Gebruik 2 tot 128 letters, cijfers, koppeltekens, punten, underscores of tildes.',
};

export default texts;
