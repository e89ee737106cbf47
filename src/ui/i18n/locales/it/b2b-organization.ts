/** Italian (it): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'Ricerca della tua organizzazione…',
  'b2b.organization.notFound.title': 'Non abbiamo trovato la tua organizzazione',
  'b2b.organization.notFound.body': 'Nessuna organizzazione ha l’indirizzo «{slug}». Controlla il link che hai seguito o chiedilo al tuo amministratore.',
  'b2b.organization.notFound.noSlug': 'Questa pagina non indica alcuna organizzazione. Usa il link che ti ha fornito il tuo amministratore.',
  'b2b.organization.loadFailed.retry': 'Riprova',
  'b2b.organization.title': 'Continua su {organization}',
  'b2b.organization.sso': 'Continua con {connection}',
  'b2b.organization.continue': 'Continua',
  'b2b.organization.invalidEmail': 'Il formato dell’indirizzo email non è valido.',
  'b2b.organization.or': 'oppure',
  'b2b.organization.password': 'Usa invece una password',
  'b2b.organization.noMethods': '{organization} non consente nessuno dei metodi di accesso di questa pagina. Rivolgiti al tuo amministratore.',
};

export default texts;
