/** Swedish (sv): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Välj en organisation för att fortsätta',
  'b2b.discovery.continue': 'Fortsätt',
  'b2b.discovery.acceptInvite': 'Acceptera inbjudan',
  'b2b.discovery.join': 'Gå med',
  'b2b.discovery.create': 'Skapa en organisation',
  'b2b.discovery.working': 'Loggar in…',
  'b2b.discovery.none.title': '{email} tillhör inte någon organisation.',
  'b2b.discovery.none.askAdmin': 'Kontrollera att din e-postadress är rätt. Annars kan du behöva bli inbjuden av din administratör.',
  'b2b.discovery.none.createTitle': 'Skapa en organisation för att komma igång',
  'b2b.discovery.none.createBody': '{email} har inget konto. Tror du att det är fel? Prova en annan e-postadress eller kontakta din administratör.',
  'b2b.discovery.none.tryAgain': 'Prova en annan e-postadress',
  'b2b.discovery.createForm.title': 'Skapa en organisation',
  'b2b.discovery.createForm.name': 'Organisationens namn',
  'b2b.discovery.createForm.slug': 'Organisationens URL-namn',
  'b2b.discovery.createForm.url': 'Din organisations adress: {url}',
  'b2b.discovery.createForm.submit': 'Skapa organisation',
  'b2b.discovery.createForm.nameRequired': 'Ange ett namn på din organisation.',
  'b2b.discovery.createForm.slugInvalid': 'Använd 2 till 128 bokstäver, siffror, bindestreck, punkter, understreck eller tilde.',
};

export default texts;
