/** Czech (cs): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Hotovo!',
  'passkey.successBody': 'Přístupový klíč byl úspěšně ověřen.',
  'passkey.checkingSession': 'Kontrola relace…',
  'passkey.noActiveUser': 'Chyba: komponentu PasskeyRegistration nelze použít bez přihlášeného uživatele.',
  'passkey.registrationTitle': 'Nastavte si nový přístupový klíč',
  'passkey.registrationBody': 'S přístupovým klíčem se přihlásíte otiskem prstu, obličejem nebo zámkem obrazovky místo hesla či kódu.',
  'passkey.create': 'Vytvořit přístupový klíč',
  'passkey.skip': 'Přeskočit',
  'passkey.createdTitle': 'Přístupový klíč byl vytvořen!',
  'passkey.skippedTitle': 'Vaše přístupové klíče',
  'passkey.setUpAnother': 'Nastavit další přístupový klíč',
  'passkey.done': 'Hotovo',
  'passkey.existingPasskeys': 'Stávající přístupové klíče',
  'passkey.listNoActiveUser': 'Chyba: komponentu PasskeyList nelze použít bez přihlášeného uživatele.',
  'passkey.listEmpty': 'Zatím nemáte žádné přístupové klíče.',
  'passkey.listLoading': 'Načítání přístupových klíčů…',
  'passkey.created': 'Vytvořeno {date}',
  'passkey.lastUsed': 'Naposledy použito {date}',
  'passkey.neverUsed': 'Zatím nepoužito',
  'passkey.rename': 'Přejmenovat',
  'passkey.renameLabel': 'Přejmenovat {name}',
  'passkey.nameLabel': 'Název přístupového klíče',
  'passkey.nameRequired': 'Zadejte název tohoto přístupového klíče.',
  'passkey.nameHint': 'Stisknutím klávesy Enter uložíte, klávesou Escape zrušíte.',
  'passkey.save': 'Uložit',
  'passkey.delete': 'Smazat',
  'passkey.deleteLabel': 'Smazat {name}',
  'passkey.cancel': 'Zrušit',
  'passkey.deleteConfirm': 'Smazat přístupový klíč {name}?',
  'passkey.deleteWarning': 'Smazaný přístupový klíč už nelze použít k přihlášení. Odeberte ho také ze správce hesel.',
};

export default texts;
