/** Dutch (nl): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Gelukt!',
  'passkey.successBody': 'Je toegangssleutel is bevestigd.',
  'passkey.checkingSession': 'Je sessie controleren…',
  'passkey.noActiveUser': 'Fout: het onderdeel PasskeyRegistration kan alleen worden gebruikt met een actieve, ingelogde gebruiker.',
  'passkey.registrationTitle': 'Nieuwe toegangssleutel instellen',
  'passkey.registrationBody': 'Met toegangssleutels log je in met je vingerafdruk, gezicht of schermvergrendeling in plaats van met een wachtwoord of code.',
  'passkey.create': 'Toegangssleutel maken',
  'passkey.skip': 'Overslaan',
  'passkey.createdTitle': 'Toegangssleutel gemaakt!',
  'passkey.skippedTitle': 'Je toegangssleutels',
  'passkey.setUpAnother': 'Nog een toegangssleutel instellen',
  'passkey.done': 'Klaar',
  'passkey.existingPasskeys': 'Bestaande toegangssleutels',
  'passkey.listNoActiveUser': 'Fout: het onderdeel PasskeyList kan alleen worden gebruikt met een actieve, ingelogde gebruiker.',
  'passkey.listEmpty': 'Nog geen toegangssleutels.',
  'passkey.listLoading': 'Je toegangssleutels laden…',
  'passkey.created': 'Gemaakt op {date}',
  'passkey.lastUsed': 'Laatst gebruikt op {date}',
  'passkey.neverUsed': 'Nog niet gebruikt',
  'passkey.rename': 'Naam wijzigen',
  'passkey.renameLabel': 'Naam van {name} wijzigen',
  'passkey.nameLabel': 'Naam van toegangssleutel',
  'passkey.nameRequired': 'Voer een naam in voor deze toegangssleutel.',
  'passkey.nameHint': 'Druk op Enter om op te slaan of op Esc om te annuleren.',
  'passkey.save': 'Opslaan',
  'passkey.delete': 'Verwijderen',
  'passkey.deleteLabel': '{name} verwijderen',
  'passkey.cancel': 'Annuleren',
  'passkey.deleteConfirm': 'Toegangssleutel {name} verwijderen?',
  'passkey.deleteWarning': 'Met een verwijderde toegangssleutel kun je niet meer inloggen. Verwijder hem ook uit je wachtwoordmanager.',
};

export default texts;
