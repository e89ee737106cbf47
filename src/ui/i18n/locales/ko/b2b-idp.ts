/** Korean (ko): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '{organizationName} 계정으로 {clientName}에 로그인',
  'idp.b2b.titleCustomScopes': '{clientName}에서 {organizationName} 계정에 대한 액세스를 요청합니다',
  'idp.b2b.logoutBody': '{organizationName} 계정에서 로그아웃하시겠습니까?',
};

export default texts;
