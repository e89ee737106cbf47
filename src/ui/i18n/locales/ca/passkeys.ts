/** Catalan (ca): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'Fet!',
  'passkey.successBody': 'La clau d’accés s’ha autenticat correctament.',
  'passkey.checkingSession': 'S’està comprovant la sessió…',
  'passkey.noActiveUser': 'Error: no es pot utilitzar el component PasskeyRegistration sense un usuari autenticat actiu.',
  'passkey.registrationTitle': 'Configura una clau d’accés nova',
  'passkey.registrationBody': 'Les claus d’accés et permeten iniciar la sessió amb l’empremta digital, la cara o el bloqueig de pantalla en lloc d’una contrasenya o un codi.',
  'passkey.create': 'Crea una clau d’accés',
  'passkey.skip': 'Omet',
  'passkey.createdTitle': 'S’ha creat la clau d’accés!',
  'passkey.skippedTitle': 'Les teves claus d’accés',
  'passkey.setUpAnother': 'Configura una altra clau d’accés',
  'passkey.done': 'Fet',
  'passkey.existingPasskeys': 'Claus d’accés existents',
  'passkey.listNoActiveUser': 'Error: no es pot utilitzar el component PasskeyList sense un usuari autenticat actiu.',
  'passkey.listEmpty': 'Encara no tens cap clau d’accés.',
  'passkey.listLoading': 'S’estan carregant les claus d’accés…',
  'passkey.created': 'Creada el {date}',
  'passkey.lastUsed': 'Darrer ús: {date}',
  'passkey.neverUsed': 'Encara no s’ha utilitzat',
  'passkey.rename': 'Canvia el nom',
  'passkey.renameLabel': 'Canvia el nom de {name}',
  'passkey.nameLabel': 'Nom de la clau d’accés',
  'passkey.nameRequired': 'Introdueix un nom per a aquesta clau d’accés.',
  'passkey.nameHint': 'Prem Retorn per desar o Esc per cancel·lar.',
  'passkey.save': 'Desa',
  'passkey.delete': 'Suprimeix',
  'passkey.deleteLabel': 'Suprimeix {name}',
  'passkey.cancel': 'Cancel·la',
  'passkey.deleteConfirm': 'Vols suprimir la clau d’accés {name}?',
  'passkey.deleteWarning': 'Una clau d’accés suprimida ja no es pot utilitzar per iniciar la sessió. Suprimeix-la també del gestor de contrasenyes.',
};

export default texts;
