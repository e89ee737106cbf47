/** Slovak (sk): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Prihlásenie do aplikácie {clientName} cez organizáciu {organizationName}',
  'idp.b2b.titleCustomScopes': 'Aplikácia {clientName} chce získať prístup k vášmu účtu v organizácii {organizationName}',
  'idp.b2b.logoutBody': 'Naozaj sa chcete odhlásiť z účtu v organizácii {organizationName}?',
};

export default texts;
