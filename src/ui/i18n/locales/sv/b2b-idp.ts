/** Swedish (sv): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Logga in på {clientName} med {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} vill komma åt ditt {organizationName}-konto',
  'idp.b2b.logoutBody': 'Är du säker på att du vill logga ut från ditt {organizationName}-konto?',
};

export default texts;
