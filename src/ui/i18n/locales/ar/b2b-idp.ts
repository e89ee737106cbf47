/** Arabic (ar): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'تسجيل الدخول إلى {clientName} باستخدام {organizationName}',
  'idp.b2b.titleCustomScopes': 'يريد {clientName} الوصول إلى حسابك في {organizationName}',
  'idp.b2b.logoutBody': 'هل تريد بالتأكيد تسجيل الخروج من حسابك في {organizationName}؟',
};

export default texts;
