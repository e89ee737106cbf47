/** Italian (it): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Inserisci il tuo indirizzo email per continuare',
  'b2b.sso.connectionsTitle': 'Seleziona una connessione per continuare',
  'b2b.sso.organizationTitle': 'Continua su {organization}',
  'b2b.sso.continueWith': 'Continua con {name}',
  'b2b.sso.noConnections': 'Questa organizzazione non ha ancora una connessione Single Sign-On. Prova un altro metodo.',
  'b2b.sso.fallbackTitle': 'Non abbiamo trovato alcuna connessione',
  'b2b.sso.fallbackBody': 'Inserisci l’identificativo univoco dell’organizzazione per continuare. Se non lo conosci, accedi con un altro metodo per vedere tutte le organizzazioni a cui hai accesso.',
  'b2b.sso.slugField': 'Identificativo dell’organizzazione',
  'b2b.sso.slugRequired': 'Inserisci l’identificativo dell’organizzazione.',
  'b2b.sso.orgNotFound': 'Organizzazione non trovata. Riprova.',
  'b2b.sso.landingFailedTitle': 'Impossibile eseguire l’accesso',
  'b2b.sso.tryAnotherMethod': 'Prova un altro metodo',
  'b2b.sso.redirecting': 'Reindirizzamento a {name}…',
  'b2b.sso.signingIn': 'Accesso in corso…',
};

export default texts;
