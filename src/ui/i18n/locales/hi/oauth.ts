/** Hindi (hi): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider} से जारी रखें',
  'oauth.continueWithGoogle': 'Google से जारी रखें',
  'oauth.providersLabel': 'सोशल साइन इन',
  'oauth.oneTapLabel': 'Google One Tap से साइन इन करें',
  'oauth.oneTapSigningIn': 'Google से आपका साइन इन किया जा रहा है…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap को {origin} पर नहीं दिखाया जा सकता: इस ऑरिजिन को अपने Google OAuth क्लाइंट के अधिकृत JavaScript ऑरिजिन में जोड़ें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
  'oauth.oneTapError.invalidClient': 'Google One Tap शुरू नहीं हो सकता: Google आपके प्रोजेक्ट के लिए कॉन्फ़िगर किए गए OAuth क्लाइंट ID को नहीं पहचानता। अपने प्रोजेक्ट की Google OAuth सेटिंग जांचें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap शुरू नहीं हो सकता: आपके प्रोजेक्ट में कोई Google OAuth क्लाइंट कॉन्फ़िगर नहीं है। अपने प्रोजेक्ट की OAuth सेटिंग में एक क्लाइंट जोड़ें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap शुरू नहीं हो सकता: कोई साइन इन रीडायरेक्ट URL सेट नहीं है। oauthOptions.loginRedirectURL सेट करें या अपने प्रोजेक्ट के लिए कोई डिफ़ॉल्ट साइन इन रीडायरेक्ट URL सेट करें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap शुरू नहीं हो सकता: कोई साइन अप रीडायरेक्ट URL सेट नहीं है। oauthOptions.signupRedirectURL सेट करें या अपने प्रोजेक्ट के लिए कोई डिफ़ॉल्ट साइन अप रीडायरेक्ट URL सेट करें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap डिफ़ॉल्ट Google OAuth क्लाइंट का इस्तेमाल नहीं कर सकता। One Tap इस्तेमाल करने के लिए अपने प्रोजेक्ट में अपना खुद का Google OAuth क्लाइंट कॉन्फ़िगर करें। (यह सिर्फ़ टेस्ट पब्लिक टोकन के साथ दिखता है।)',
};

export default texts;
