/** Romanian (ro): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Gata!',
  'passkey.successBody': 'Cheia de acces a fost verificată cu succes.',
  'passkey.checkingSession': 'Se verifică sesiunea...',
  'passkey.noActiveUser': 'Eroare: componenta PasskeyRegistration nu poate fi folosită fără un utilizator activ autentificat.',
  'passkey.registrationTitle': 'Configurați o cheie de acces nouă',
  'passkey.registrationBody': 'Cu o cheie de acces vă puteți conecta folosind amprenta, fața sau blocarea ecranului, în loc de parolă sau cod.',
  'passkey.create': 'Creați o cheie de acces',
  'passkey.skip': 'Omiteți',
  'passkey.createdTitle': 'Cheia de acces a fost creată!',
  'passkey.skippedTitle': 'Cheile dvs. de acces',
  'passkey.setUpAnother': 'Configurați altă cheie de acces',
  'passkey.done': 'Gata',
  'passkey.existingPasskeys': 'Chei de acces existente',
  'passkey.listNoActiveUser': 'Eroare: componenta PasskeyList nu poate fi folosită fără un utilizator activ autentificat.',
  'passkey.listEmpty': 'Nu aveți încă nicio cheie de acces.',
  'passkey.listLoading': 'Se încarcă cheile de acces...',
  'passkey.created': 'Creată pe {date}',
  'passkey.lastUsed': 'Folosită ultima dată pe {date}',
  'passkey.neverUsed': 'Nefolosită încă',
  'passkey.rename': 'Redenumiți',
  'passkey.renameLabel': 'Redenumiți {name}',
  'passkey.nameLabel': 'Numele cheii de acces',
  'passkey.nameRequired': 'Introduceți un nume pentru această cheie de acces.',
  'passkey.nameHint': 'Apăsați Enter pentru a salva sau Escape pentru a anula.',
  'passkey.save': 'Salvați',
  'passkey.delete': 'Ștergeți',
  'passkey.deleteLabel': 'Ștergeți {name}',
  'passkey.cancel': 'Anulați',
  'passkey.deleteConfirm': 'Ștergeți cheia de acces {name}?',
  'passkey.deleteWarning': 'O cheie de acces ștearsă nu mai poate fi folosită pentru conectare. Eliminați-o și din managerul de parole.',
};

export default texts;
