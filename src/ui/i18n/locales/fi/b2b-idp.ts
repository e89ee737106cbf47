/** Finnish (fi): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Kirjaudu palveluun {clientName} {organizationName}-tililläsi',
  'idp.b2b.titleCustomScopes': '{clientName} pyytää pääsyä {organizationName}-tiliisi',
  'idp.b2b.logoutBody': 'Haluatko varmasti kirjautua ulos {organizationName}-tililtäsi?',
};

export default texts;
