/** Hindi (hi): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'जारी रखें',
  'common.back': 'वापस जाएं',
  'common.tryAgain': 'फिर से कोशिश करें',
  'common.close': 'बंद करें',
  'common.poweredBy': 'तकनीकी सहयोग:',
  'common.logo': 'लोगो',
  'common.providerName': 'Stytch',
  'field.email': 'ईमेल',
  'field.phoneNumber': 'फ़ोन नंबर',
  'field.country': 'देश',
  'field.passcode': 'पासकोड डालें',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'ईमेल का फ़ॉर्मैट अमान्य है।',
  'validation.invalidEmailAddress': 'ईमेल पता अमान्य है।',
  'validation.phoneFormatInvalid': 'फ़ोन नंबर का फ़ॉर्मैट अमान्य है। पक्का करें कि फ़ोन नंबर E.164 फ़ॉर्मैट में हो।',
  'main.header': 'साइन अप या साइन इन करें',
  'main.divider': 'या',
  'main.tabsLabel': 'साइन इन का तरीका',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'ईमेल',
  'main.tab.password': 'ईमेल',
  'main.error.passkeysAlone': 'गड़बड़ी: पासकी को अकेले इस्तेमाल नहीं किया जा सकता, कृपया कॉन्फ़िगरेशन में कोई दूसरा प्रॉडक्ट जोड़ें।',
  'main.error.emlAndEmailOtp': 'गड़बड़ी: EML और ईमेल OTP, दोनों का एक साथ इस्तेमाल नहीं किया जा सकता',
  'main.passkeyButton': 'पासकी से साइन इन करें',
  'main.otherCryptoWallets': 'किसी दूसरे क्रिप्टो वॉलेट से जारी रखें',
  'main.sendLink': 'जारी रखें',
  'main.sendCode': 'जारी रखें',
};

export default texts;
