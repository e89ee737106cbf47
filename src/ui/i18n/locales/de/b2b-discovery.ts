/** German (de): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Wählen Sie eine Organisation aus, um fortzufahren',
  'b2b.discovery.continue': 'Weiter',
  'b2b.discovery.acceptInvite': 'Einladung annehmen',
  'b2b.discovery.join': 'Beitreten',
  'b2b.discovery.create': 'Organisation erstellen',
  'b2b.discovery.working': 'Anmeldung läuft…',
  'b2b.discovery.none.title': '{email} gehört zu keiner Organisation.',
  'b2b.discovery.none.askAdmin': 'Prüfen Sie, ob Ihre E-Mail-Adresse korrekt ist. Andernfalls müssen Sie möglicherweise von Ihrem Administrator eingeladen werden.',
  'b2b.discovery.none.createTitle': 'Erstellen Sie eine Organisation, um loszulegen',
  'b2b.discovery.none.createBody': 'Für {email} gibt es kein Konto. Halten Sie das für einen Fehler? Verwenden Sie eine andere E-Mail-Adresse oder wenden Sie sich an Ihren Administrator.',
  'b2b.discovery.none.tryAgain': 'Andere E-Mail-Adresse verwenden',
  'b2b.discovery.createForm.title': 'Organisation erstellen',
  'b2b.discovery.createForm.name': 'Name der Organisation',
  'b2b.discovery.createForm.slug': 'URL-Kennung der Organisation',
  'b2b.discovery.createForm.url': 'Adresse Ihrer Organisation: {url}',
  'b2b.discovery.createForm.submit': 'Organisation erstellen',
  'b2b.discovery.createForm.nameRequired': 'Geben Sie einen Namen für Ihre Organisation ein.',
  'b2b.discovery.createForm.slugInvalid': 'Verwenden Sie 2 bis 128 Buchstaben, Ziffern, Bindestriche, Punkte, Unterstriche oder Tilden.',
};

export default texts;
