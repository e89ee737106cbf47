/** Brazilian Portuguese (pt-BR): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Fazendo login…',
  'authenticate.doneTitle': 'Login feito',
  'authenticate.failedTitle': 'Não foi possível fazer seu login',
  'authenticate.noToken': 'Esta página foi aberta sem um link de login. Use novamente o link que você recebeu.',
};

export default texts;
