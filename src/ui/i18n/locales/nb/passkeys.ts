/** Norwegian Bokmål (nb): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Fullført!',
  'passkey.successBody': 'Passnøkkelen din er bekreftet.',
  'passkey.checkingSession': 'Sjekker økten din …',
  'passkey.noActiveUser': 'Feil: Komponenten PasskeyRegistration kan ikke brukes uten en aktiv, pålogget bruker.',
  'passkey.registrationTitle': 'Konfigurer en ny passnøkkel',
  'passkey.registrationBody': 'Med passnøkler logger du inn med fingeravtrykk, ansikt eller skjermlås i stedet for passord eller kode.',
  'passkey.create': 'Opprett en passnøkkel',
  'passkey.skip': 'Hopp over',
  'passkey.createdTitle': 'Passnøkkelen er opprettet!',
  'passkey.skippedTitle': 'Passnøklene dine',
  'passkey.setUpAnother': 'Konfigurer en passnøkkel til',
  'passkey.done': 'Ferdig',
  'passkey.existingPasskeys': 'Eksisterende passnøkler',
  'passkey.listNoActiveUser': 'Feil: Komponenten PasskeyList kan ikke brukes uten en aktiv, pålogget bruker.',
  'passkey.listEmpty': 'Ingen passnøkler ennå.',
  'passkey.listLoading': 'Laster inn passnøklene dine …',
  'passkey.created': 'Opprettet {date}',
  'passkey.lastUsed': 'Sist brukt {date}',
  'passkey.neverUsed': 'Ikke brukt ennå',
  'passkey.rename': 'Gi nytt navn',
  'passkey.renameLabel': 'Gi nytt navn til {name}',
  'passkey.nameLabel': 'Navn på passnøkkel',
  'passkey.nameRequired': 'Skriv inn et navn på denne passnøkkelen.',
  'passkey.nameHint': 'Trykk på Enter for å lagre eller Esc for å avbryte.',
  'passkey.save': 'Lagre',
  'passkey.delete': 'Slett',
  'passkey.deleteLabel': 'Slett {name}',
  'passkey.cancel': 'Avbryt',
  'passkey.deleteConfirm': 'Vil du slette passnøkkelen {name}?',
  'passkey.deleteWarning': 'En slettet passnøkkel kan ikke lenger brukes til å logge inn. Fjern den fra passordbehandleren din også.',
};

export default texts;
