/** Lithuanian (lt): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Prisijungimas prie programos {clientName} per organizaciją {organizationName}',
  'idp.b2b.titleCustomScopes': 'Programa {clientName} nori pasiekti jūsų paskyrą organizacijoje {organizationName}',
  'idp.b2b.logoutBody': 'Ar tikrai norite atsijungti nuo savo paskyros organizacijoje {organizationName}?',
};

export default texts;
