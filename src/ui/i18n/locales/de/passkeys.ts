/** German (de): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Geschafft!',
  'passkey.successBody': 'Ihr Passkey wurde erfolgreich bestätigt.',
  'passkey.checkingSession': 'Ihre Sitzung wird geprüft…',
  'passkey.noActiveUser': 'Fehler: Die Komponente PasskeyRegistration kann nur mit einem angemeldeten, aktiven Nutzer verwendet werden.',
  'passkey.registrationTitle': 'Neuen Passkey einrichten',
  'passkey.registrationBody': 'Mit Passkeys melden Sie sich per Fingerabdruck, Gesichtserkennung oder Displaysperre an – ganz ohne Passwort oder Code.',
  'passkey.create': 'Passkey erstellen',
  'passkey.skip': 'Überspringen',
  'passkey.createdTitle': 'Passkey erfolgreich erstellt!',
  'passkey.skippedTitle': 'Ihre Passkeys',
  'passkey.setUpAnother': 'Weiteren Passkey einrichten',
  'passkey.done': 'Fertig',
  'passkey.existingPasskeys': 'Vorhandene Passkeys',
  'passkey.listNoActiveUser': 'Fehler: Die Komponente PasskeyList kann nur mit einem angemeldeten, aktiven Nutzer verwendet werden.',
  'passkey.listEmpty': 'Noch keine Passkeys.',
  'passkey.listLoading': 'Ihre Passkeys werden geladen…',
  'passkey.created': 'Erstellt am {date}',
  'passkey.lastUsed': 'Zuletzt verwendet am {date}',
  'passkey.neverUsed': 'Noch nicht verwendet',
  'passkey.rename': 'Umbenennen',
  'passkey.renameLabel': '{name} umbenennen',
  'passkey.nameLabel': 'Name des Passkeys',
  'passkey.nameRequired': 'Geben Sie einen Namen für diesen Passkey ein.',
  'passkey.nameHint': 'Drücken Sie die Eingabetaste zum Speichern oder Esc zum Abbrechen.',
  'passkey.save': 'Speichern',
  'passkey.delete': 'Löschen',
  'passkey.deleteLabel': '{name} löschen',
  'passkey.cancel': 'Abbrechen',
  'passkey.deleteConfirm': 'Passkey {name} löschen?',
  'passkey.deleteWarning': 'Mit einem gelöschten Passkey können Sie sich nicht mehr anmelden. Entfernen Sie ihn auch aus Ihrem Passwortmanager.',
};

export default texts;
