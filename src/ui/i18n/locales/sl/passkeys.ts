/** Slovenian (sl): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Uspešno!',
  'passkey.successBody': 'Vaš ključ za dostop je bil uspešno preverjen.',
  'passkey.checkingSession': 'Preverjanje seje …',
  'passkey.noActiveUser': 'Napaka: komponente PasskeyRegistration ni mogoče uporabiti brez preverjenega aktivnega uporabnika.',
  'passkey.registrationTitle': 'Nastavite nov ključ za dostop',
  'passkey.registrationBody': 'S ključi za dostop se lahko namesto z geslom ali kodo prijavite s prstnim odtisom, obrazom ali zaklepanjem zaslona.',
  'passkey.create': 'Ustvari ključ za dostop',
  'passkey.skip': 'Preskoči',
  'passkey.createdTitle': 'Ključ za dostop je uspešno ustvarjen!',
  'passkey.skippedTitle': 'Vaši ključi za dostop',
  'passkey.setUpAnother': 'Nastavi še en ključ za dostop',
  'passkey.done': 'Končano',
  'passkey.existingPasskeys': 'Obstoječi ključi za dostop',
  'passkey.listNoActiveUser': 'Napaka: komponente PasskeyList ni mogoče uporabiti brez preverjenega aktivnega uporabnika.',
  'passkey.listEmpty': 'Nimate še nobenega ključa za dostop.',
  'passkey.listLoading': 'Nalaganje ključev za dostop …',
  'passkey.created': 'Ustvarjen: {date}',
  'passkey.lastUsed': 'Nazadnje uporabljen: {date}',
  'passkey.neverUsed': 'Še ni bil uporabljen',
  'passkey.rename': 'Preimenuj',
  'passkey.renameLabel': 'Preimenuj {name}',
  'passkey.nameLabel': 'Ime ključa za dostop',
  'passkey.nameRequired': 'Vnesite ime tega ključa za dostop.',
  'passkey.nameHint': 'Pritisnite Enter, da shranite, ali Escape, da prekličete.',
  'passkey.save': 'Shrani',
  'passkey.delete': 'Izbriši',
  'passkey.deleteLabel': 'Izbriši {name}',
  'passkey.cancel': 'Prekliči',
  'passkey.deleteConfirm': 'Želite izbrisati ključ za dostop {name}?',
  'passkey.deleteWarning': 'Izbrisanega ključa za dostop ni več mogoče uporabiti za prijavo. Odstranite ga tudi iz upravitelja gesel.',
};

export default texts;
