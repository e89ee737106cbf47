/** Greek (el): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Σύνδεση στο {clientName} με {organizationName}',
  'idp.b2b.titleCustomScopes': 'Το {clientName} ζητά πρόσβαση στον λογαριασμό σας {organizationName}',
  'idp.b2b.logoutBody': 'Είστε βέβαιοι ότι θέλετε να αποσυνδεθείτε από τον λογαριασμό σας {organizationName};',
};

export default texts;
