/** Spanish (es): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'Introduce tu correo electrónico para continuar',
  'b2b.sso.connectionsTitle': 'Selecciona una conexión para continuar',
  'b2b.sso.organizationTitle': 'Continuar a {organization}',
  'b2b.sso.continueWith': 'Continuar con {name}',
  'b2b.sso.noConnections': 'Esta organización todavía no tiene ninguna conexión de inicio de sesión único. Prueba con otro método.',
  'b2b.sso.fallbackTitle': 'No hemos encontrado ninguna conexión',
  'b2b.sso.fallbackBody': 'Introduce el identificador único de la organización para continuar. Si no lo conoces, inicia sesión con otro método para ver todas las organizaciones a las que tienes acceso.',
  'b2b.sso.slugField': 'Identificador de la organización',
  'b2b.sso.slugRequired': 'Introduce el identificador de la organización.',
  'b2b.sso.orgNotFound': 'No se ha encontrado la organización. Inténtalo de nuevo.',
  'b2b.sso.landingFailedTitle': 'No hemos podido iniciar tu sesión',
  'b2b.sso.tryAnotherMethod': 'Probar otro método',
  'b2b.sso.redirecting': 'Redirigiendo a {name}…',
  'b2b.sso.signingIn': 'Iniciando sesión…',
};

export default texts;
