/** Malay (ms): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Log masuk ke {clientName} dengan {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} ingin mengakses akaun {organizationName} anda',
  'idp.b2b.logoutBody': 'Adakah anda pasti mahu log keluar daripada akaun {organizationName} anda?',
};

export default texts;
