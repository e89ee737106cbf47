/** Latvian (lv): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Pierakstīšanās lietotnē {clientName}, izmantojot organizāciju {organizationName}',
  'idp.b2b.titleCustomScopes': 'Lietotne {clientName} vēlas piekļūt jūsu kontam organizācijā {organizationName}',
  'idp.b2b.logoutBody': 'Vai tiešām vēlaties izrakstīties no sava konta organizācijā {organizationName}?',
};

export default texts;
