/** Hindi (hi): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'पासवर्ड',
  'b2b.password.newField': 'नया पासवर्ड',
  'b2b.password.show': 'पासवर्ड दिखाएं',
  'b2b.password.required': 'अपना पासवर्ड डालें।',
  'b2b.password.loginTitle': 'ईमेल और पासवर्ड से साइन इन करें',
  'b2b.password.loginOrganization': '{organization} में साइन इन करें',
  'b2b.password.forgot': 'पासवर्ड भूल गए?',
  'b2b.password.forgotTitle': 'अपना पासवर्ड रीसेट करें',
  'b2b.password.forgotOrganization': 'हम आपको एक साइन इन लिंक ईमेल करेंगे, जिससे आप सीधे अपने खाते में साइन इन कर सकेंगे या अपना पासवर्ड (अगर है) रीसेट कर सकेंगे।',
  'b2b.password.forgotDiscovery': 'हम आपको एक पुष्टि लिंक ईमेल करेंगे, जिससे आप खाते के लिए साइन अप कर सकेंगे या अपना पासवर्ड (अगर है) रीसेट कर सकेंगे।',
  'b2b.password.noPasswordTitle': 'ईमेल के ज़रिए पासवर्ड सेट करें',
  'b2b.password.noPasswordBody': 'आपका अभी तक कोई पासवर्ड नहीं है। हम आपको पासवर्ड सेट करने का लिंक ईमेल करेंगे।',
  'b2b.password.breachedTitle': 'नया पासवर्ड चुनें',
  'b2b.password.breachedBody': 'हम आपको एक लिंक ईमेल करेंगे, जिससे आप ऐसा नया पासवर्ड चुन सकें, जिसका इस्तेमाल आपने कहीं और न किया हो।',
  'b2b.password.sendLink': 'मुझे लिंक ईमेल करें',
  'b2b.password.sentTitle': 'अपना ईमेल देखें',
  'b2b.password.sentBody': 'पासवर्ड रीसेट करने का लिंक {email} पर भेजा गया है।',
  'b2b.password.didntGetIt': 'ईमेल नहीं मिला?',
  'b2b.password.resend': 'ईमेल फिर से भेजें',
  'b2b.password.resent': 'ईमेल फिर से भेजा गया',
  'b2b.password.setNewTitle': 'नया पासवर्ड सेट करें',
  'b2b.password.setNewBody': 'अपने खाते के लिए नया पासवर्ड चुनें।',
  'b2b.password.noToken': 'यह पेज पासवर्ड रीसेट लिंक के बिना खोला गया। अपने ईमेल में दिया गया लिंक फिर से खोलें।',
  'b2b.password.strengthScore': 'पासवर्ड की मज़बूती: 4 में से {score}।',
  'b2b.password.accepted': 'पासवर्ड स्वीकार किया गया।',
  'b2b.password.notAccepted': 'पासवर्ड स्वीकार नहीं किया गया।',
  'b2b.password.requirementsLabel': 'पासवर्ड की शर्तें',
  'b2b.password.requirementMet': 'पूरी हुई:',
  'b2b.password.requirementUnmet': 'अभी बाकी:',
  'b2b.password.minimumLength': { one: 'कम से कम {count} वर्ण होना चाहिए', other: 'कम से कम {count} वर्ण होने चाहिए' },
  'b2b.password.complexity': { one: 'इनमें से {count} होना चाहिए: बड़ा अक्षर, छोटा अक्षर, अंक, चिह्न', other: 'इनमें से {count} होने चाहिए: बड़ा अक्षर, छोटा अक्षर, अंक, चिह्न' },
  'b2b.password.breached': 'हो सकता है कि इस पासवर्ड का इस्तेमाल किसी ऐसी दूसरी साइट पर हुआ हो, जहां सुरक्षा से जुड़ी कोई समस्या आई थी। कृपया कोई दूसरा पासवर्ड चुनें।',
};

export default texts;
