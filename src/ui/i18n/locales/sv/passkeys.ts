/** Swedish (sv): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Klart!',
  'passkey.successBody': 'Din lösennyckel har verifierats.',
  'passkey.checkingSession': 'Kontrollerar din session…',
  'passkey.noActiveUser': 'Fel: Komponenten PasskeyRegistration kan inte användas utan en aktiv, inloggad användare.',
  'passkey.registrationTitle': 'Konfigurera en ny lösennyckel',
  'passkey.registrationBody': 'Med lösennycklar loggar du in med fingeravtryck, ansikte eller skärmlås i stället för med lösenord eller kod.',
  'passkey.create': 'Skapa en lösennyckel',
  'passkey.skip': 'Hoppa över',
  'passkey.createdTitle': 'Lösennyckeln har skapats!',
  'passkey.skippedTitle': 'Dina lösennycklar',
  'passkey.setUpAnother': 'Konfigurera ytterligare en lösennyckel',
  'passkey.done': 'Klar',
  'passkey.existingPasskeys': 'Befintliga lösennycklar',
  'passkey.listNoActiveUser': 'Fel: Komponenten PasskeyList kan inte användas utan en aktiv, inloggad användare.',
  'passkey.listEmpty': 'Inga lösennycklar än.',
  'passkey.listLoading': 'Läser in dina lösennycklar…',
  'passkey.created': 'Skapad {date}',
  'passkey.lastUsed': 'Senast använd {date}',
  'passkey.neverUsed': 'Inte använd än',
  'passkey.rename': 'Byt namn',
  'passkey.renameLabel': 'Byt namn på {name}',
  'passkey.nameLabel': 'Lösennyckelns namn',
  'passkey.nameRequired': 'Ange ett namn på lösennyckeln.',
  'passkey.nameHint': 'Tryck på Retur för att spara eller Esc för att avbryta.',
  'passkey.save': 'Spara',
  'passkey.delete': 'Ta bort',
  'passkey.deleteLabel': 'Ta bort {name}',
  'passkey.cancel': 'Avbryt',
  'passkey.deleteConfirm': 'Vill du ta bort lösennyckeln {name}?',
  'passkey.deleteWarning': 'En borttagen lösennyckel kan inte längre användas för att logga in. Ta bort den från din lösenordshanterare också.',
};

export default texts;
