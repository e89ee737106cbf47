/** Italian (it): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'Seleziona un’organizzazione per continuare',
  'b2b.discovery.continue': 'Continua',
  'b2b.discovery.acceptInvite': 'Accetta l’invito',
  'b2b.discovery.join': 'Unisciti',
  'b2b.discovery.create': 'Crea un’organizzazione',
  'b2b.discovery.working': 'Accesso in corso…',
  'b2b.discovery.none.title': '{email} non appartiene a nessuna organizzazione.',
  'b2b.discovery.none.askAdmin': 'Verifica che il tuo indirizzo email sia corretto. In caso contrario, potrebbe essere necessario un invito da parte del tuo amministratore.',
  'b2b.discovery.none.createTitle': 'Crea un’organizzazione per iniziare',
  'b2b.discovery.none.createBody': '{email} non ha un account. Pensi che sia un errore? Prova con un altro indirizzo email o contatta il tuo amministratore.',
  'b2b.discovery.none.tryAgain': 'Prova con un altro indirizzo email',
  'b2b.discovery.createForm.title': 'Crea un’organizzazione',
  'b2b.discovery.createForm.name': 'Nome dell’organizzazione',
  'b2b.discovery.createForm.slug': 'Identificativo dell’organizzazione',
  'b2b.discovery.createForm.url': 'Indirizzo della tua organizzazione: {url}',
  'b2b.discovery.createForm.submit': 'Crea organizzazione',
  'b2b.discovery.createForm.nameRequired': 'Inserisci un nome per la tua organizzazione.',
  'b2b.discovery.createForm.slugInvalid': 'Usa da 2 a 128 caratteri tra lettere, cifre, trattini, punti, trattini bassi o tilde.',
};

export default texts;
