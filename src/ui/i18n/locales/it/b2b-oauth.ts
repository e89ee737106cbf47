/** Italian (it): the B2B widget's OAuth buttons. docs/i18n.md */
import type { B2B_OAUTH_MESSAGES } from '../../../flows/b2b/b2b-oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_OAUTH_MESSAGES> = {
  'b2b.oauth.continueWith': 'Continua con {provider}',
  'b2b.oauth.providersLabel': 'Accesso con i social',
};

export default texts;
