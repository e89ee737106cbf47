/** Hindi (hi): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '{organizationName} के साथ {clientName} में साइन इन करें',
  'idp.b2b.titleCustomScopes': '{clientName} आपके {organizationName} खाते का ऐक्सेस चाहता है',
  'idp.b2b.logoutBody': 'क्या आप वाकई अपने {organizationName} खाते से साइन आउट करना चाहते हैं?',
};

export default texts;
