/** Portuguese (pt): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'A iniciar sessão…',
  'authenticate.doneTitle': 'Sessão iniciada',
  'authenticate.failedTitle': 'Não foi possível iniciar sessão',
  'authenticate.noToken': 'Esta página foi aberta sem um link de início de sessão. Utilize novamente o link que recebeu.',
};

export default texts;
