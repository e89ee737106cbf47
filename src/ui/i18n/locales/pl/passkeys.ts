/** Polish (pl): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Gotowe!',
  'passkey.successBody': 'Klucz dostępu został zweryfikowany.',
  'passkey.checkingSession': 'Sprawdzanie sesji…',
  'passkey.noActiveUser': 'Błąd: komponentu PasskeyRegistration nie można używać bez zalogowanego użytkownika.',
  'passkey.registrationTitle': 'Skonfiguruj nowy klucz dostępu',
  'passkey.registrationBody': 'Dzięki kluczom dostępu logujesz się odciskiem palca, skanem twarzy lub blokadą ekranu zamiast hasłem czy kodem.',
  'passkey.create': 'Utwórz klucz dostępu',
  'passkey.skip': 'Pomiń',
  'passkey.createdTitle': 'Klucz dostępu został utworzony!',
  'passkey.skippedTitle': 'Twoje klucze dostępu',
  'passkey.setUpAnother': 'Skonfiguruj kolejny klucz dostępu',
  'passkey.done': 'Gotowe',
  'passkey.existingPasskeys': 'Istniejące klucze dostępu',
  'passkey.listNoActiveUser': 'Błąd: komponentu PasskeyList nie można używać bez zalogowanego użytkownika.',
  'passkey.listEmpty': 'Nie masz jeszcze kluczy dostępu.',
  'passkey.listLoading': 'Wczytywanie kluczy dostępu…',
  'passkey.created': 'Utworzono: {date}',
  'passkey.lastUsed': 'Ostatnio użyto: {date}',
  'passkey.neverUsed': 'Jeszcze nieużywany',
  'passkey.rename': 'Zmień nazwę',
  'passkey.renameLabel': 'Zmień nazwę: {name}',
  'passkey.nameLabel': 'Nazwa klucza dostępu',
  'passkey.nameRequired': 'Wpisz nazwę tego klucza dostępu.',
  'passkey.nameHint': 'Naciśnij Enter, aby zapisać, lub Escape, aby anulować.',
  'passkey.save': 'Zapisz',
  'passkey.delete': 'Usuń',
  'passkey.deleteLabel': 'Usuń: {name}',
  'passkey.cancel': 'Anuluj',
  'passkey.deleteConfirm': 'Usunąć klucz dostępu {name}?',
  'passkey.deleteWarning': 'Usuniętego klucza dostępu nie można już używać do logowania. Usuń go również z menedżera haseł.',
};

export default texts;
