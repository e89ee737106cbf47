/** Polish (pl): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Zaloguj się do {clientName} przez {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} prosi o dostęp do Twojego konta {organizationName}',
  'idp.b2b.logoutBody': 'Czy na pewno chcesz wylogować się z konta {organizationName}?',
};

export default texts;
