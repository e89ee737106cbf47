/** Portuguese (pt): the B2B widget's OAuth buttons. docs/i18n.md */
import type { B2B_OAUTH_MESSAGES } from '../../../flows/b2b/b2b-oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_OAUTH_MESSAGES> = {
  'b2b.oauth.continueWith': 'Continuar com {provider}',
  'b2b.oauth.providersLabel': 'Início de sessão com redes sociais',
};

export default texts;
