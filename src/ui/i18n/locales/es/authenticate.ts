/** Spanish (es): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Iniciando sesión…',
  'authenticate.doneTitle': 'Has iniciado sesión',
  'authenticate.failedTitle': 'No hemos podido iniciar tu sesión',
  'authenticate.noToken': 'Esta página se ha abierto sin un enlace de inicio de sesión. Vuelve a usar el enlace que recibiste.',
};

export default texts;
