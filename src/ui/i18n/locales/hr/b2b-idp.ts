/** Croatian (hr): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Prijava u aplikaciju {clientName} putem organizacije {organizationName}',
  'idp.b2b.titleCustomScopes': 'Aplikacija {clientName} želi pristup vašem računu u organizaciji {organizationName}',
  'idp.b2b.logoutBody': 'Jeste li sigurni da se želite odjaviti s računa u organizaciji {organizationName}?',
};

export default texts;
