/** Hindi (hi): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'पासवर्ड',
  'password.newPassword': 'नया पासवर्ड',
  'password.showPassword': 'पासवर्ड दिखाएं',
  'password.createTitle': 'खाता बनाएं',
  'password.createBody': '{email} के लिए पासवर्ड चुनें।',
  'password.loginTitle': 'साइन इन करें',
  'password.loginBody': '{email} का पासवर्ड डालें।',
  'password.forgot': 'पासवर्ड भूल गए?',
  'password.createInstead': 'इसके बजाय पासवर्ड बनाएं',
  'password.emailLinkInstead': 'मुझे साइन इन लिंक ईमेल करें',
  'password.emailCodeInstead': 'मुझे साइन इन कोड ईमेल करें',
  'password.strengthLabel': 'पासवर्ड की मज़बूती',
  'password.strength.veryWeak': 'बहुत कमज़ोर',
  'password.strength.weak': 'कमज़ोर',
  'password.strength.strong': 'मज़बूत',
  'password.strength.veryStrong': 'बहुत मज़बूत',
  'password.requirementsLabel': 'पासवर्ड की शर्तें',
  'password.requirementMet': 'पूरी हुई:',
  'password.requirementUnmet': 'अभी बाकी:',
  'password.luds.length': { one: 'कम से कम {count} वर्ण होना चाहिए', other: 'कम से कम {count} वर्ण होने चाहिए' },
  'password.luds.complexity': { one: 'इनमें से {count} होना चाहिए: बड़ा अक्षर, छोटा अक्षर, अंक, चिह्न', other: 'इनमें से {count} होने चाहिए: बड़ा अक्षर, छोटा अक्षर, अंक, चिह्न' },
  'password.luds.breached': 'हो सकता है कि इस पासवर्ड का इस्तेमाल किसी ऐसी दूसरी साइट पर हुआ हो, जहां सुरक्षा से जुड़ी कोई समस्या आई थी। कृपया कोई दूसरा पासवर्ड चुनें।',
  'password.forgotTitle': 'साइन इन में मदद के लिए अपना ईमेल देखें!',
  'password.forgotBody': 'हमने {email} पर एक ईमेल भेजा है, जिसमें आपका पासवर्ड रीसेट करने का लिंक है। नया पासवर्ड चुनने के लिए उस लिंक पर जाएं।',
  'password.setNewTitle': 'अपना ईमेल देखें!',
  'password.setNewBody': 'हमने {email} पर एक ईमेल भेजा है। अपने खाते का पासवर्ड सेट करने के लिए उसमें दिए गए लिंक पर जाएं।',
  'password.dedupeTitle': 'नया पासवर्ड सेट करने के लिए अपना ईमेल देखें',
  'password.dedupeBody': 'हम पक्का करना चाहते हैं कि आपका खाता सुरक्षित है और साइन इन करने वाले सच में आप ही हैं! हमने {email} पर एक ईमेल भेजा है। नया पासवर्ड सेट करने के लिए उसमें दिए गए लिंक पर जाएं।',
  'password.breachedTitle': 'पासवर्ड रीसेट करने के लिए अपना ईमेल देखें',
  'password.breachedBody': 'आपके खाते को सुरक्षित रखने के लिए, हमने {email} पर एक ईमेल भेजा है। उसमें दिए गए लिंक पर जाकर ऐसा नया पासवर्ड चुनें, जिसका इस्तेमाल आपने कहीं और न किया हो।',
  'password.didntGetIt': 'ईमेल नहीं मिला?',
  'password.resend': 'ईमेल फिर से भेजें',
  'password.emailResent': 'ईमेल फिर से भेजा गया',
  'password.loggingIn': 'साइन इन किया जा रहा है...',
  'password.resetTitle': 'अपना पासवर्ड रीसेट करें',
  'password.resetBody': 'अपने खाते के लिए नया पासवर्ड चुनें।',
  'password.requestNewBody': 'अपना ईमेल पता डालें, हम आपको नया लिंक भेज देंगे।',
  'password.sendNewEmail': 'नया ईमेल भेजें',
  'password.confirmationTitle': 'हो गया!',
  'password.confirmationBody': 'आपने सफलतापूर्वक साइन इन कर लिया है।',
};

export default texts;
