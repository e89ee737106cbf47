/** Slovak (sk): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Hotovo!',
  'passkey.successBody': 'Prístupový kľúč bol úspešne overený.',
  'passkey.checkingSession': 'Kontroluje sa relácia…',
  'passkey.noActiveUser': 'Chyba: Komponent PasskeyRegistration nemožno použiť bez overeného aktívneho používateľa.',
  'passkey.registrationTitle': 'Nastavte si nový prístupový kľúč',
  'passkey.registrationBody': 'S prístupovými kľúčmi sa namiesto hesla alebo kódu prihlásite odtlačkom prsta, tvárou alebo zámkou obrazovky.',
  'passkey.create': 'Vytvoriť prístupový kľúč',
  'passkey.skip': 'Preskočiť',
  'passkey.createdTitle': 'Prístupový kľúč bol úspešne vytvorený!',
  'passkey.skippedTitle': 'Vaše prístupové kľúče',
  'passkey.setUpAnother': 'Nastaviť ďalší prístupový kľúč',
  'passkey.done': 'Hotovo',
  'passkey.existingPasskeys': 'Existujúce prístupové kľúče',
  'passkey.listNoActiveUser': 'Chyba: Komponent PasskeyList nemožno použiť bez overeného aktívneho používateľa.',
  'passkey.listEmpty': 'Zatiaľ nemáte žiadne prístupové kľúče.',
  'passkey.listLoading': 'Načítavajú sa prístupové kľúče…',
  'passkey.created': 'Vytvorený: {date}',
  'passkey.lastUsed': 'Naposledy použitý: {date}',
  'passkey.neverUsed': 'Zatiaľ nepoužitý',
  'passkey.rename': 'Premenovať',
  'passkey.renameLabel': 'Premenovať {name}',
  'passkey.nameLabel': 'Názov prístupového kľúča',
  'passkey.nameRequired': 'Zadajte názov tohto prístupového kľúča.',
  'passkey.nameHint': 'Stlačením klávesu Enter uložíte, klávesom Escape zrušíte.',
  'passkey.save': 'Uložiť',
  'passkey.delete': 'Odstrániť',
  'passkey.deleteLabel': 'Odstrániť {name}',
  'passkey.cancel': 'Zrušiť',
  'passkey.deleteConfirm': 'Odstrániť prístupový kľúč {name}?',
  'passkey.deleteWarning': 'Odstránený prístupový kľúč už nebude možné použiť na prihlásenie. Odstráňte ho aj zo správcu hesiel.',
};

export default texts;
