/** Italian (it): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Fatto!',
  'passkey.successBody': 'La passkey è stata autenticata.',
  'passkey.checkingSession': 'Verifica della sessione…',
  'passkey.noActiveUser': 'Errore: impossibile usare il componente PasskeyRegistration senza un utente autenticato attivo.',
  'passkey.registrationTitle': 'Configura una nuova passkey',
  'passkey.registrationBody': 'Le passkey ti consentono di accedere con l’impronta digitale, il volto o il blocco schermo invece che con una password o un codice.',
  'passkey.create': 'Crea una passkey',
  'passkey.skip': 'Salta',
  'passkey.createdTitle': 'Passkey creata!',
  'passkey.skippedTitle': 'Le tue passkey',
  'passkey.setUpAnother': 'Configura un’altra passkey',
  'passkey.done': 'Fine',
  'passkey.existingPasskeys': 'Passkey esistenti',
  'passkey.listNoActiveUser': 'Errore: impossibile usare il componente PasskeyList senza un utente autenticato attivo.',
  'passkey.listEmpty': 'Ancora nessuna passkey.',
  'passkey.listLoading': 'Caricamento delle passkey…',
  'passkey.created': 'Creata il {date}',
  'passkey.lastUsed': 'Ultimo utilizzo: {date}',
  'passkey.neverUsed': 'Mai usata',
  'passkey.rename': 'Rinomina',
  'passkey.renameLabel': 'Rinomina {name}',
  'passkey.nameLabel': 'Nome della passkey',
  'passkey.nameRequired': 'Inserisci un nome per questa passkey.',
  'passkey.nameHint': 'Premi Invio per salvare o Esc per annullare.',
  'passkey.save': 'Salva',
  'passkey.delete': 'Elimina',
  'passkey.deleteLabel': 'Elimina {name}',
  'passkey.cancel': 'Annulla',
  'passkey.deleteConfirm': 'Eliminare la passkey {name}?',
  'passkey.deleteWarning': 'Una passkey eliminata non può più essere usata per accedere. Rimuovila anche dal tuo gestore di password.',
};

export default texts;
