/** Danish (da): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Log ind på {clientName} med {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} vil have adgang til din {organizationName}-konto',
  'idp.b2b.logoutBody': 'Er du sikker på, at du vil logge ud af din {organizationName}-konto?',
};

export default texts;
