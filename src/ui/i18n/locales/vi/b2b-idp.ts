/** Vietnamese (vi): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': 'Đăng nhập vào {clientName} bằng {organizationName}',
  'idp.b2b.titleCustomScopes': '{clientName} muốn truy cập vào tài khoản {organizationName} của bạn',
  'idp.b2b.logoutBody': 'Bạn có chắc chắn muốn đăng xuất khỏi tài khoản {organizationName} của mình không?',
};

export default texts;
