/** Hungarian (hu): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Sikerült!',
  'passkey.successBody': 'Az azonosítókulcs hitelesítése sikeres volt.',
  'passkey.checkingSession': 'Munkamenet ellenőrzése…',
  'passkey.noActiveUser': 'Hiba: a PasskeyRegistration komponens nem használható hitelesített aktív felhasználó nélkül.',
  'passkey.registrationTitle': 'Új azonosítókulcs beállítása',
  'passkey.registrationBody': 'Az azonosítókulcsokkal jelszó vagy kód helyett ujjlenyomattal, arcfelismeréssel vagy képernyőzárral jelentkezhet be.',
  'passkey.create': 'Azonosítókulcs létrehozása',
  'passkey.skip': 'Kihagyás',
  'passkey.createdTitle': 'Az azonosítókulcs sikeresen létrejött!',
  'passkey.skippedTitle': 'Azonosítókulcsai',
  'passkey.setUpAnother': 'Másik azonosítókulcs beállítása',
  'passkey.done': 'Kész',
  'passkey.existingPasskeys': 'Meglévő azonosítókulcsok',
  'passkey.listNoActiveUser': 'Hiba: a PasskeyList komponens nem használható hitelesített aktív felhasználó nélkül.',
  'passkey.listEmpty': 'Még nincs azonosítókulcsa.',
  'passkey.listLoading': 'Azonosítókulcsok betöltése…',
  'passkey.created': 'Létrehozva: {date}',
  'passkey.lastUsed': 'Utoljára használva: {date}',
  'passkey.neverUsed': 'Még nem használt',
  'passkey.rename': 'Átnevezés',
  'passkey.renameLabel': '{name} átnevezése',
  'passkey.nameLabel': 'Azonosítókulcs neve',
  'passkey.nameRequired': 'Adjon nevet ennek az azonosítókulcsnak.',
  'passkey.nameHint': 'Mentéshez nyomja meg az Enter, megszakításhoz az Escape billentyűt.',
  'passkey.save': 'Mentés',
  'passkey.delete': 'Törlés',
  'passkey.deleteLabel': '{name} törlése',
  'passkey.cancel': 'Mégse',
  'passkey.deleteConfirm': 'Törli ezt az azonosítókulcsot: {name}?',
  'passkey.deleteWarning': 'A törölt azonosítókulccsal többé nem lehet bejelentkezni. Távolítsa el a jelszókezelőjéből is.',
};

export default texts;
