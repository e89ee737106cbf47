/** Croatian (hr): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Uspjeh!',
  'passkey.successBody': 'Vaš pristupni ključ uspješno je potvrđen.',
  'passkey.checkingSession': 'Provjera sesije…',
  'passkey.noActiveUser': 'Pogreška: komponenta PasskeyRegistration ne može se koristiti bez aktivnog autentificiranog korisnika.',
  'passkey.registrationTitle': 'Postavite novi pristupni ključ',
  'passkey.registrationBody': 'Pristupni ključevi omogućuju vam prijavu otiskom prsta, licem ili zaključavanjem zaslona umjesto zaporkom ili kodom.',
  'passkey.create': 'Izradi pristupni ključ',
  'passkey.skip': 'Preskoči',
  'passkey.createdTitle': 'Pristupni ključ uspješno je izrađen!',
  'passkey.skippedTitle': 'Vaši pristupni ključevi',
  'passkey.setUpAnother': 'Postavi još jedan pristupni ključ',
  'passkey.done': 'Gotovo',
  'passkey.existingPasskeys': 'Postojeći pristupni ključevi',
  'passkey.listNoActiveUser': 'Pogreška: komponenta PasskeyList ne može se koristiti bez aktivnog autentificiranog korisnika.',
  'passkey.listEmpty': 'Još nemate pristupnih ključeva.',
  'passkey.listLoading': 'Učitavanje pristupnih ključeva…',
  'passkey.created': 'Izrađen: {date}',
  'passkey.lastUsed': 'Zadnja upotreba: {date}',
  'passkey.neverUsed': 'Još nije korišten',
  'passkey.rename': 'Preimenuj',
  'passkey.renameLabel': 'Preimenuj {name}',
  'passkey.nameLabel': 'Naziv pristupnog ključa',
  'passkey.nameRequired': 'Unesite naziv ovog pristupnog ključa.',
  'passkey.nameHint': 'Pritisnite Enter za spremanje ili Escape za odustajanje.',
  'passkey.save': 'Spremi',
  'passkey.delete': 'Izbriši',
  'passkey.deleteLabel': 'Izbriši {name}',
  'passkey.cancel': 'Odustani',
  'passkey.deleteConfirm': 'Izbrisati pristupni ključ {name}?',
  'passkey.deleteWarning': 'Izbrisani pristupni ključ više se ne može koristiti za prijavu. Uklonite ga i iz upravitelja zaporki.',
};

export default texts;
