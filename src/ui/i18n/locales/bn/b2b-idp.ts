/** Bangla (bn): the B2B widget's consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { B2B_IDP_MESSAGES } from '../../../flows/idp/b2b-messages';
import type { Translation } from '../../translation';
import idp from './idp';

const texts: Translation<typeof B2B_IDP_MESSAGES & typeof IDP_MESSAGES> = {
  ...idp,
  'idp.b2b.titleStandardScopes': '{organizationName} দিয়ে {clientName}-এ সাইন-ইন করুন',
  'idp.b2b.titleCustomScopes': '{clientName} আপনার {organizationName} অ্যাকাউন্টে অ্যাক্সেস চাইছে',
  'idp.b2b.logoutBody': 'আপনি কি সত্যিই আপনার {organizationName} অ্যাকাউন্ট থেকে সাইন-আউট করতে চান?',
};

export default texts;
