/** Urdu (ur): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '{organizationName} کے ساتھ {clientName} میں سائن ان کریں',
  'idp.b2b.titleCustomScopes': '{clientName} آپ کے {organizationName} اکاؤنٹ تک رسائی چاہتا ہے',
  'idp.b2b.logoutBody': 'کیا آپ واقعی اپنے {organizationName} اکاؤنٹ سے سائن آؤٹ کرنا چاہتے ہیں؟',
};

export default texts;
