/** Ukrainian (uk): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Вхід у {clientName} через {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} запитує доступ до вашого облікового запису {organizationName}',
  'idp.b2b.logoutBody': 'Ви дійсно хочете вийти з облікового запису {organizationName}?',
};

export default texts;
