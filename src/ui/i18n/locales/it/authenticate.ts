/** Italian (it): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Accesso in corso…',
  'authenticate.doneTitle': 'Accesso eseguito',
  'authenticate.failedTitle': 'Impossibile eseguire l’accesso',
  'authenticate.noToken': 'Questa pagina è stata aperta senza un link di accesso. Usa di nuovo il link che hai ricevuto.',
};

export default texts;
