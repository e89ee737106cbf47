/** Hindi (hi): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const hi: EmulatorTexts = {
  'duration.minutes': { one: '{count} मिनट', other: '{count} मिनट' },
  'duration.seconds': { one: '{count} सेकंड', other: '{count} सेकंड' },
  'otp.subject': 'आपका पुष्टि कोड',
  'otp.body': 'आपका {projectName} पुष्टि कोड {code} है। इसकी समय-सीमा {duration} में खत्म हो जाएगी।',
  'magicLink.login.subject': 'आपका साइन इन लिंक',
  'magicLink.signup.subject': 'साइन अप करने के लिए अपने ईमेल की पुष्टि करें',
  'magicLink.login.intro': '{projectName} में साइन इन करने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
  'magicLink.signup.intro': '{projectName} के लिए साइन अप पूरा करने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
  'magicLink.expiry': 'इस लिंक की समय-सीमा {duration} में खत्म हो जाएगी। अगर आपने इसका अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें।',
  'passwordReset.subject': 'अपना पासवर्ड रीसेट करें',
  'passwordReset.intro': 'किसी ने आपके {projectName} खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  'passwordReset.loginInstead': 'या अपना पासवर्ड बदले बिना साइन इन करें:',
  'passwordReset.expiry': 'इन लिंक की समय-सीमा {duration} में खत्म हो जाएगी। अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें।',
  'b2b.passwordReset.organization.subject': 'अपना {organizationName} पासवर्ड रीसेट करें',
  'b2b.passwordReset.organization.intro': 'किसी ने {organizationName} के लिए आपका पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  'b2b.passwordReset.project.subject': 'अपना {projectName} पासवर्ड रीसेट करें',
  'b2b.passwordReset.project.intro': 'किसी ने आपका {projectName} पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  'b2b.passwordReset.expiry': 'इस लिंक की समय-सीमा {duration} में खत्म हो जाएगी। अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें।',
  'b2b.otp.subject': 'आपका {projectName} पुष्टि कोड',
  'b2b.otp.body': 'साइन इन करने के लिए आपका कोड {code} है। इसकी समय-सीमा {duration} में खत्म हो जाएगी।',
  'b2b.otp.organizationBody': '{organizationName} में साइन इन करने के लिए आपका कोड {code} है। इसकी समय-सीमा {duration} में खत्म हो जाएगी।',
  'b2b.magicLink.subject': 'आपका {projectName} साइन इन लिंक',
  'b2b.magicLink.body': '{name} में साइन इन करें: {link}',
  'b2b.magicLink.expiry': 'इस लिंक की समय-सीमा {duration} में खत्म हो जाएगी।',
};

export default hi;
