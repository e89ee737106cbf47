/** Spanish (es): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': '¡Listo!',
  'passkey.successBody': 'Tu llave de acceso se ha autenticado correctamente.',
  'passkey.checkingSession': 'Comprobando tu sesión…',
  'passkey.noActiveUser': 'Error: no se puede usar el componente PasskeyRegistration sin un usuario autenticado activo.',
  'passkey.registrationTitle': 'Configura una nueva llave de acceso',
  'passkey.registrationBody': 'Las llaves de acceso te permiten iniciar sesión con tu huella digital, tu cara o el bloqueo de pantalla en lugar de con una contraseña o un código.',
  'passkey.create': 'Crear llave de acceso',
  'passkey.skip': 'Omitir',
  'passkey.createdTitle': '¡Llave de acceso creada!',
  'passkey.skippedTitle': 'Tus llaves de acceso',
  'passkey.setUpAnother': 'Configurar otra llave de acceso',
  'passkey.done': 'Listo',
  'passkey.existingPasskeys': 'Llaves de acceso existentes',
  'passkey.listNoActiveUser': 'Error: no se puede usar el componente PasskeyList sin un usuario autenticado activo.',
  'passkey.listEmpty': 'Todavía no tienes llaves de acceso.',
  'passkey.listLoading': 'Cargando tus llaves de acceso…',
  'passkey.created': 'Creada el {date}',
  'passkey.lastUsed': 'Último uso: {date}',
  'passkey.neverUsed': 'Aún no se ha usado',
  'passkey.rename': 'Cambiar nombre',
  'passkey.renameLabel': 'Cambiar nombre de {name}',
  'passkey.nameLabel': 'Nombre de la llave de acceso',
  'passkey.nameRequired': 'Introduce un nombre para esta llave de acceso.',
  'passkey.nameHint': 'Pulsa Intro para guardar o Esc para cancelar.',
  'passkey.save': 'Guardar',
  'passkey.delete': 'Eliminar',
  'passkey.deleteLabel': 'Eliminar {name}',
  'passkey.cancel': 'Cancelar',
  'passkey.deleteConfirm': '¿Eliminar la llave de acceso {name}?',
  'passkey.deleteWarning': 'Una llave de acceso eliminada ya no sirve para iniciar sesión. Elimínala también de tu gestor de contraseñas.',
};

export default texts;
