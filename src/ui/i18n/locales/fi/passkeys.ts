/** Finnish (fi): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Onnistui!',
  'passkey.successBody': 'Pääsyavaimesi on vahvistettu.',
  'passkey.checkingSession': 'Tarkistetaan istuntoa…',
  'passkey.noActiveUser': 'Virhe: PasskeyRegistration-komponenttia ei voi käyttää ilman aktiivista, kirjautunutta käyttäjää.',
  'passkey.registrationTitle': 'Ota käyttöön uusi pääsyavain',
  'passkey.registrationBody': 'Pääsyavaimella kirjaudut sisään sormenjäljellä, kasvoilla tai näytön lukituksella salasanan tai koodin sijaan.',
  'passkey.create': 'Luo pääsyavain',
  'passkey.skip': 'Ohita',
  'passkey.createdTitle': 'Pääsyavain luotu!',
  'passkey.skippedTitle': 'Pääsyavaimesi',
  'passkey.setUpAnother': 'Ota käyttöön toinen pääsyavain',
  'passkey.done': 'Valmis',
  'passkey.existingPasskeys': 'Nykyiset pääsyavaimet',
  'passkey.listNoActiveUser': 'Virhe: PasskeyList-komponenttia ei voi käyttää ilman aktiivista, kirjautunutta käyttäjää.',
  'passkey.listEmpty': 'Ei vielä pääsyavaimia.',
  'passkey.listLoading': 'Ladataan pääsyavaimia…',
  'passkey.created': 'Luotu {date}',
  'passkey.lastUsed': 'Käytetty viimeksi {date}',
  'passkey.neverUsed': 'Ei vielä käytetty',
  'passkey.rename': 'Nimeä uudelleen',
  'passkey.renameLabel': 'Nimeä {name} uudelleen',
  'passkey.nameLabel': 'Pääsyavaimen nimi',
  'passkey.nameRequired': 'Anna pääsyavaimelle nimi.',
  'passkey.nameHint': 'Tallenna painamalla Enter tai peruuta painamalla Esc.',
  'passkey.save': 'Tallenna',
  'passkey.delete': 'Poista',
  'passkey.deleteLabel': 'Poista {name}',
  'passkey.cancel': 'Peruuta',
  'passkey.deleteConfirm': 'Poistetaanko pääsyavain {name}?',
  'passkey.deleteWarning': 'Poistetulla pääsyavaimella ei voi enää kirjautua sisään. Poista se myös salasanojen hallinnasta.',
};

export default texts;
