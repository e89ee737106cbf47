/** Turkish (tr): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '{organizationName} ile {clientName} uygulamasına giriş yapın',
  'idp.b2b.titleCustomScopes': '{clientName}, {organizationName} hesabınıza erişmek istiyor',
  'idp.b2b.logoutBody': '{organizationName} hesabınızdan çıkış yapmak istediğinizden emin misiniz?',
};

export default texts;
