/** Hindi (hi): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} के साथ {clientName} में साइन इन करें',
  'idp.titleCustomScopes': '{clientName} आपके {projectName} खाते का ऐक्सेस चाहता है',
  'idp.permissionsStandard': '{clientName} को इनकी अनुमति दें:',
  'idp.permissionsCustom': '{clientName} इनकी अनुमति मांग रहा है:',
  'idp.ungrantableNotice': 'आपके पास {clientName} को अनुरोध किए गए कुछ स्कोप का ऐक्सेस देने की अनुमति नहीं है।',
  'idp.ungrantableList': 'आप {clientName} के इन अनुरोधों को मंज़ूरी नहीं दे सकते:',
  'idp.fallbackClientName': 'यह ऐप',
  'idp.clientLogo': '{clientName} का लोगो',
  'idp.allow': 'अनुमति दें',
  'idp.deny': 'अस्वीकार करें',
  'idp.loading': 'लोड हो रहा है...',
  'idp.missingParameter': 'ज़रूरी पैरामीटर मौजूद नहीं है: {param}। कृपया ऐप्लिकेशन डेवलपर से संपर्क करें।',
  'idp.successTitle': 'हो गया!',
  'idp.successBody': 'आपने {clientName} में साइन इन कर लिया है। अब आप यह पेज बंद कर सकते हैं।',
  'idp.redirecting': 'आपको वापस {clientName} पर ले जाया जा रहा है…',
  'idp.redirectNotRequested': 'यह अनुरोध पूरा नहीं हो सका: वापसी का पता वह नहीं था, जिसका अनुरोध ऐप ने किया था। कृपया ऐप्लिकेशन डेवलपर से संपर्क करें।',
  'idp.scope.openid': 'आपकी पहचान की पुष्टि करना',
  'idp.scope.openid.detail': 'आपके खाते में सेव की गई जानकारी देखना',
  'idp.scope.personalProfile': 'आपकी निजी प्रोफ़ाइल की जानकारी देखना',
  'idp.scope.profile.detail': 'आपका नाम, प्रोफ़ाइल फ़ोटो और भाषा',
  'idp.scope.email.detail': 'आपका ईमेल पता',
  'idp.scope.phone.detail': 'आपका फ़ोन नंबर',
  'idp.scope.offline_access': 'ऐप इस्तेमाल न करते समय भी आपके डेटा का ऐक्सेस बनाए रखना',
  'idp.scope.full_access': 'आपके खाते का पूरा ऐक्सेस पाना',
  'idp.scope.custom': '{scope} स्कोप का इस्तेमाल करना',
  'idp.logoutTitle': 'साइन आउट करें?',
  'idp.logoutBody': 'क्या आप वाकई अपने {projectName} खाते से साइन आउट करना चाहते हैं?',
  'idp.yes': 'हां',
  'idp.no': 'नहीं',
  'idp.logoutDeniedTitle': 'अब भी साइन इन है',
  'idp.logoutDenied': 'आप साइन आउट नहीं हुए हैं। अब आप यह पेज बंद कर सकते हैं।',
};

export default texts;
