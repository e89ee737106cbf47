/** Hindi (hi): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'जारी रखने के लिए अपना ईमेल डालें',
  'b2b.sso.connectionsTitle': 'जारी रखने के लिए कोई कनेक्शन चुनें',
  'b2b.sso.organizationTitle': '{organization} पर जारी रखें',
  'b2b.sso.continueWith': '{name} से जारी रखें',
  'b2b.sso.noConnections': 'इस संगठन में अभी तक कोई सिंगल साइन-ऑन कनेक्शन नहीं है। कोई दूसरा तरीका आज़माएं।',
  'b2b.sso.fallbackTitle': 'माफ़ करें, हमें कोई कनेक्शन नहीं मिला',
  'b2b.sso.fallbackBody': 'जारी रखने के लिए कृपया संगठन का यूनीक स्लग डालें। अगर आपको यूनीक स्लग नहीं पता, तो अपने सभी उपलब्ध संगठन देखने के लिए किसी दूसरे तरीके से साइन इन करें।',
  'b2b.sso.slugField': 'संगठन का स्लग',
  'b2b.sso.slugRequired': 'संगठन का स्लग डालें।',
  'b2b.sso.orgNotFound': 'संगठन नहीं मिला। कृपया फिर से कोशिश करें।',
  'b2b.sso.landingFailedTitle': 'हम आपका साइन इन नहीं कर सके',
  'b2b.sso.tryAnotherMethod': 'कोई दूसरा तरीका आज़माएं',
  'b2b.sso.redirecting': '{name} पर रीडायरेक्ट किया जा रहा है…',
  'b2b.sso.signingIn': 'साइन इन किया जा रहा है…',
};

export default texts;
