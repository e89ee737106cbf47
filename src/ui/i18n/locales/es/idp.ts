/** Spanish (es): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': 'Inicia sesión en {clientName} con {projectName}',
  'idp.titleCustomScopes': '{clientName} quiere acceder a tu cuenta de {projectName}',
  'idp.permissionsStandard': 'Permitir que {clientName} pueda:',
  'idp.permissionsCustom': '{clientName} solicita permiso para:',
  'idp.ungrantableNotice': 'No tienes permisos para conceder a {clientName} acceso a algunos de los ámbitos solicitados.',
  'idp.ungrantableList': 'No puedes conceder a {clientName} permiso para:',
  'idp.fallbackClientName': 'La aplicación',
  'idp.clientLogo': 'Logotipo de {clientName}',
  'idp.allow': 'Permitir',
  'idp.deny': 'Denegar',
  'idp.loading': 'Cargando…',
  'idp.missingParameter': 'Falta un parámetro obligatorio: {param}. Ponte en contacto con el desarrollador de la aplicación.',
  'idp.successTitle': '¡Listo!',
  'idp.successBody': 'Has iniciado sesión en {clientName}. Ya puedes cerrar esta página.',
  'idp.redirecting': 'Volviendo a {clientName}…',
  'idp.redirectNotRequested': 'No se ha podido completar esta solicitud: la dirección de retorno no es la que solicitó la aplicación. Ponte en contacto con el desarrollador de la aplicación.',
  'idp.scope.openid': 'Verificar tu identidad',
  'idp.scope.openid.detail': 'Ver la información guardada en tu cuenta',
  'idp.scope.personalProfile': 'Ver la información de tu perfil personal',
  'idp.scope.profile.detail': 'Tu nombre, tu foto de perfil y tu idioma',
  'idp.scope.email.detail': 'Tu dirección de correo electrónico',
  'idp.scope.phone.detail': 'Tu número de teléfono',
  'idp.scope.offline_access': 'Mantener el acceso a tus datos aunque no estés usando la aplicación',
  'idp.scope.full_access': 'Tener acceso completo a tu cuenta',
  'idp.scope.custom': 'Usar el ámbito {scope}',
  'idp.logoutTitle': '¿Cerrar sesión?',
  'idp.logoutBody': '¿Seguro que quieres cerrar sesión en tu cuenta de {projectName}?',
  'idp.yes': 'Sí',
  'idp.no': 'No',
  'idp.logoutDeniedTitle': 'Sigues con la sesión iniciada',
  'idp.logoutDenied': 'No se ha cerrado tu sesión. Ya puedes cerrar esta página.',
};

export default texts;
