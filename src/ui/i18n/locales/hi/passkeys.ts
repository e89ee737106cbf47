/** Hindi (hi): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'हो गया!',
  'passkey.successBody': 'आपकी पासकी की पुष्टि हो गई है।',
  'passkey.checkingSession': 'आपका सेशन जांचा जा रहा है...',
  'passkey.noActiveUser': 'गड़बड़ी: साइन इन किए हुए सक्रिय उपयोगकर्ता के बिना PasskeyRegistration कॉम्पोनेंट का इस्तेमाल नहीं किया जा सकता।',
  'passkey.registrationTitle': 'नई पासकी सेट अप करें',
  'passkey.registrationBody': 'पासकी की मदद से आप पासवर्ड या कोड के बजाय अपने फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से साइन इन कर सकते हैं।',
  'passkey.create': 'पासकी बनाएं',
  'passkey.skip': 'छोड़ें',
  'passkey.createdTitle': 'पासकी बन गई!',
  'passkey.skippedTitle': 'आपकी पासकी',
  'passkey.setUpAnother': 'एक और पासकी सेट अप करें',
  'passkey.done': 'हो गया',
  'passkey.existingPasskeys': 'मौजूदा पासकी',
  'passkey.listNoActiveUser': 'गड़बड़ी: साइन इन किए हुए सक्रिय उपयोगकर्ता के बिना PasskeyList कॉम्पोनेंट का इस्तेमाल नहीं किया जा सकता।',
  'passkey.listEmpty': 'अभी तक कोई पासकी नहीं है।',
  'passkey.listLoading': 'आपकी पासकी लोड हो रही हैं...',
  'passkey.created': '{date} को बनाई गई',
  'passkey.lastUsed': 'आखिरी बार {date} को इस्तेमाल की गई',
  'passkey.neverUsed': 'अभी तक इस्तेमाल नहीं की गई',
  'passkey.rename': 'नाम बदलें',
  'passkey.renameLabel': '{name} का नाम बदलें',
  'passkey.nameLabel': 'पासकी का नाम',
  'passkey.nameRequired': 'इस पासकी के लिए कोई नाम डालें।',
  'passkey.nameHint': 'सेव करने के लिए Enter या रद्द करने के लिए Escape दबाएं।',
  'passkey.save': 'सेव करें',
  'passkey.delete': 'मिटाएं',
  'passkey.deleteLabel': '{name} मिटाएं',
  'passkey.cancel': 'रद्द करें',
  'passkey.deleteConfirm': 'पासकी {name} मिटाएं?',
  'passkey.deleteWarning': 'मिटाई गई पासकी से फिर साइन इन नहीं किया जा सकता। इसे अपने पासवर्ड मैनेजर से भी हटा दें।',
};

export default texts;
