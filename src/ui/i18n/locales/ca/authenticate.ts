/** Catalan (ca): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'S’està iniciant la sessió…',
  'authenticate.doneTitle': 'Has iniciat la sessió',
  'authenticate.failedTitle': 'No hem pogut iniciar la sessió',
  'authenticate.noToken': 'Aquesta pàgina s’ha obert sense un enllaç d’inici de sessió. Torna a utilitzar l’enllaç que has rebut.',
};

export default texts;
