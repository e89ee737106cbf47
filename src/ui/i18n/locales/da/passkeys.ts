/** Danish (da): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Det lykkedes!',
  'passkey.successBody': 'Din adgangsnøgle er bekræftet.',
  'passkey.checkingSession': 'Tjekker din session…',
  'passkey.noActiveUser': 'Fejl: Komponenten PasskeyRegistration kan ikke bruges uden en aktiv, godkendt bruger.',
  'passkey.registrationTitle': 'Opret en ny adgangsnøgle',
  'passkey.registrationBody': 'Med adgangsnøgler kan du logge ind med dit fingeraftryk, ansigt eller din skærmlås i stedet for en adgangskode eller kode.',
  'passkey.create': 'Opret en adgangsnøgle',
  'passkey.skip': 'Spring over',
  'passkey.createdTitle': 'Adgangsnøglen er oprettet!',
  'passkey.skippedTitle': 'Dine adgangsnøgler',
  'passkey.setUpAnother': 'Opret endnu en adgangsnøgle',
  'passkey.done': 'Færdig',
  'passkey.existingPasskeys': 'Eksisterende adgangsnøgler',
  'passkey.listNoActiveUser': 'Fejl: Komponenten PasskeyList kan ikke bruges uden en aktiv, godkendt bruger.',
  'passkey.listEmpty': 'Ingen adgangsnøgler endnu.',
  'passkey.listLoading': 'Indlæser dine adgangsnøgler…',
  'passkey.created': 'Oprettet {date}',
  'passkey.lastUsed': 'Sidst brugt {date}',
  'passkey.neverUsed': 'Ikke brugt endnu',
  'passkey.rename': 'Omdøb',
  'passkey.renameLabel': 'Omdøb {name}',
  'passkey.nameLabel': 'Navn på adgangsnøgle',
  'passkey.nameRequired': 'Angiv et navn til denne adgangsnøgle.',
  'passkey.nameHint': 'Tryk på Enter for at gemme eller Esc for at annullere.',
  'passkey.save': 'Gem',
  'passkey.delete': 'Slet',
  'passkey.deleteLabel': 'Slet {name}',
  'passkey.cancel': 'Annuller',
  'passkey.deleteConfirm': 'Vil du slette adgangsnøglen {name}?',
  'passkey.deleteWarning': 'En slettet adgangsnøgle kan ikke længere bruges til at logge ind. Fjern den også fra din adgangskodeadministrator.',
};

export default texts;
