/** Latvian (lv): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Lai turpinātu, atlasiet organizāciju',
  'b2b.discovery.continue': 'Turpināt',
  'b2b.discovery.acceptInvite': 'Pieņemt uzaicinājumu',
  'b2b.discovery.join': 'Pievienoties',
  'b2b.discovery.create': 'Izveidot organizāciju',
  'b2b.discovery.working': 'Notiek pierakstīšanās…',
  'b2b.discovery.none.title': '{email} nepieder nevienai organizācijai.',
  'b2b.discovery.none.askAdmin': 'Pārliecinieties, ka e-pasta adrese ir pareiza. Pretējā gadījumā, iespējams, jūs ir jāuzaicina administratoram.',
  'b2b.discovery.none.createTitle': 'Lai sāktu, izveidojiet organizāciju',
  'b2b.discovery.none.createBody': 'Adresei {email} nav konta. Domājat, ka tā ir kļūda? Izmēģiniet citu e-pasta adresi vai sazinieties ar administratoru.',
  'b2b.discovery.none.tryAgain': 'Izmēģināt citu e-pasta adresi',
  'b2b.discovery.createForm.title': 'Izveidojiet organizāciju',
  'b2b.discovery.createForm.name': 'Organizācijas nosaukums',
  'b2b.discovery.createForm.slug': 'Organizācijas identifikators',
  'b2b.discovery.createForm.url': 'Jūsu organizācijas adrese: {url}',
  'b2b.discovery.createForm.submit': 'Izveidot organizāciju',
  'b2b.discovery.createForm.nameRequired': 'Ievadiet organizācijas nosaukumu.',
  'b2b.discovery.createForm.slugInvalid': 'Izmantojiet 2–128 burtus, ciparus, defises, punktus, pasvītras vai tildes.',
};

export default texts;
