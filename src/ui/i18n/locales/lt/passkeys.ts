/** Lithuanian (lt): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Pavyko!',
  'passkey.successBody': 'Jūsų prieigos raktas sėkmingai patvirtintas.',
  'passkey.checkingSession': 'Tikrinamas seansas…',
  'passkey.noActiveUser': 'Klaida: komponento PasskeyRegistration negalima naudoti be aktyvaus autentifikuoto naudotojo.',
  'passkey.registrationTitle': 'Nustatykite naują prieigos raktą',
  'passkey.registrationBody': 'Naudodami prieigos raktus galite prisijungti piršto atspaudu, veidu ar ekrano užraktu vietoje slaptažodžio ar kodo.',
  'passkey.create': 'Sukurti prieigos raktą',
  'passkey.skip': 'Praleisti',
  'passkey.createdTitle': 'Prieigos raktas sėkmingai sukurtas!',
  'passkey.skippedTitle': 'Jūsų prieigos raktai',
  'passkey.setUpAnother': 'Nustatyti kitą prieigos raktą',
  'passkey.done': 'Atlikta',
  'passkey.existingPasskeys': 'Esami prieigos raktai',
  'passkey.listNoActiveUser': 'Klaida: komponento PasskeyList negalima naudoti be aktyvaus autentifikuoto naudotojo.',
  'passkey.listEmpty': 'Prieigos raktų dar nėra.',
  'passkey.listLoading': 'Įkeliami jūsų prieigos raktai…',
  'passkey.created': 'Sukurta: {date}',
  'passkey.lastUsed': 'Paskutinį kartą naudota: {date}',
  'passkey.neverUsed': 'Dar nenaudota',
  'passkey.rename': 'Pervardyti',
  'passkey.renameLabel': 'Pervardyti {name}',
  'passkey.nameLabel': 'Prieigos rakto pavadinimas',
  'passkey.nameRequired': 'Įveskite šio prieigos rakto pavadinimą.',
  'passkey.nameHint': 'Paspauskite Enter, kad išsaugotumėte, arba Escape, kad atšauktumėte.',
  'passkey.save': 'Išsaugoti',
  'passkey.delete': 'Ištrinti',
  'passkey.deleteLabel': 'Ištrinti {name}',
  'passkey.cancel': 'Atšaukti',
  'passkey.deleteConfirm': 'Ištrinti prieigos raktą {name}?',
  'passkey.deleteWarning': 'Ištrinto prieigos rakto nebebus galima naudoti prisijungiant. Pašalinkite jį ir iš slaptažodžių tvarkytuvės.',
};

export default texts;
