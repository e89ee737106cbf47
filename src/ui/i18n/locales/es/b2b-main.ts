/** Spanish (es): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Regístrate o inicia sesión',
  'b2b.main.continue': 'Continuar',
  'b2b.main.invalidEmail': 'El formato del correo electrónico no es válido.',
  'b2b.main.or': 'o',
  'b2b.main.sso': 'Usar inicio de sesión único',
  'b2b.main.password': 'Usar una contraseña',
  'b2b.main.signingIn': 'Iniciando sesión…',
  'b2b.signedIn.title': '¡Listo!',
  'b2b.signedIn.body': 'Has iniciado sesión correctamente.',
  'b2b.signedIn.bodyWithOrganization': 'Has iniciado sesión correctamente en {organization}.',
  'b2b.primaryRequired.title': 'Se requiere otro método de inicio de sesión',
  'b2b.primaryRequired.body': '{organization} requiere que inicies sesión con otro método. Vuelve atrás y elige uno que esté permitido.',
  'b2b.primaryRequired.goBack': 'Volver',
};

export default texts;
