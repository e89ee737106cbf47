/** Thai (th): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'เข้าสู่ระบบ {clientName} ด้วย {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} ต้องการเข้าถึงบัญชี {organizationName} ของคุณ',
  'idp.b2b.logoutBody': 'คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบบัญชี {organizationName} ของคุณ',
};

export default texts;
