/** Bulgarian (bg): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Вход в {clientName} чрез {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} иска достъп до профила ви в {organizationName}',
  'idp.b2b.logoutBody': 'Наистина ли искате да излезете от профила си в {organizationName}?',
};

export default texts;
