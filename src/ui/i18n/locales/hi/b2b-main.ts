/** Hindi (hi): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'साइन अप या साइन इन करें',
  'b2b.main.continue': 'जारी रखें',
  'b2b.main.invalidEmail': 'ईमेल का फ़ॉर्मैट अमान्य है।',
  'b2b.main.or': 'या',
  'b2b.main.sso': 'सिंगल साइन-ऑन इस्तेमाल करें',
  'b2b.main.password': 'इसके बजाय पासवर्ड इस्तेमाल करें',
  'b2b.main.signingIn': 'साइन इन किया जा रहा है...',
  'b2b.signedIn.title': 'हो गया!',
  'b2b.signedIn.body': 'आपने सफलतापूर्वक साइन इन कर लिया है।',
  'b2b.signedIn.bodyWithOrganization': 'आपने {organization} में सफलतापूर्वक साइन इन कर लिया है।',
  'b2b.primaryRequired.title': 'साइन इन का कोई दूसरा तरीका ज़रूरी है',
  'b2b.primaryRequired.body': '{organization} में आपको किसी दूसरे तरीके से साइन इन करना होगा। वापस जाएं और कोई ऐसा तरीका चुनें, जिसकी वहां अनुमति हो।',
  'b2b.primaryRequired.goBack': 'वापस जाएं',
};

export default texts;
