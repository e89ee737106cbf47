/** Catalan (ca): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Selecciona una organització per continuar',
  'b2b.discovery.continue': 'Continua',
  'b2b.discovery.acceptInvite': 'Accepta la invitació',
  'b2b.discovery.join': 'Uneix-t’hi',
  'b2b.discovery.create': 'Crea una organització',
  'b2b.discovery.working': 'S’està iniciant la sessió…',
  'b2b.discovery.none.title': '{email} no pertany a cap organització.',
  'b2b.discovery.none.askAdmin': 'Assegura’t que l’adreça electrònica és correcta. Si ho és, potser cal que l’administrador et convidi.',
  'b2b.discovery.none.createTitle': 'Crea una organització per començar',
  'b2b.discovery.none.createBody': '{email} no té cap compte. Creus que és un error? Prova amb una altra adreça electrònica o posa’t en contacte amb l’administrador.',
  'b2b.discovery.none.tryAgain': 'Prova amb una altra adreça electrònica',
  'b2b.discovery.createForm.title': 'Crea una organització',
  'b2b.discovery.createForm.name': 'Nom de l’organització',
  'b2b.discovery.createForm.slug': 'Identificador de l’organització',
  'b2b.discovery.createForm.url': 'Adreça de la teva organització: {url}',
  'b2b.discovery.createForm.submit': 'Crea l’organització',
  'b2b.discovery.createForm.nameRequired': 'Introdueix un nom per a la teva organització.',
  'b2b.discovery.createForm.slugInvalid': 'Utilitza entre 2 i 128 lletres, xifres, guions, punts, guions baixos o titlles.',
};

export default texts;
