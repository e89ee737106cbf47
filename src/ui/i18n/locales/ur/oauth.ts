/** Urdu (ur): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider} کے ساتھ جاری رکھیں',
  'oauth.continueWithGoogle': 'Google کے ساتھ جاری رکھیں',
  'oauth.providersLabel': 'سوشل سائن ان',
  'oauth.oneTapLabel': 'Google One Tap کے ساتھ سائن ان کریں',
  'oauth.oneTapSigningIn': 'Google کے ساتھ آپ کو سائن ان کیا جا رہا ہے…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap کو {origin} پر نہیں دکھایا جا سکتا: اس اوریجن کو اپنے Google OAuth کلائنٹ کے مجاز JavaScript اوریجنز میں شامل کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
  'oauth.oneTapError.invalidClient': 'Google One Tap شروع نہیں ہو سکتا: Google آپ کے پروجیکٹ کے لیے کنفیگر کردہ OAuth کلائنٹ ID کو نہیں پہچانتا۔ اپنے پروجیکٹ کی Google OAuth سیٹنگز چیک کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap شروع نہیں ہو سکتا: آپ کے پروجیکٹ میں کوئی Google OAuth کلائنٹ کنفیگر نہیں ہے۔ اپنے پروجیکٹ کی OAuth سیٹنگز میں ایک کلائنٹ شامل کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap شروع نہیں ہو سکتا: سائن ان کے بعد ری ڈائریکٹ کا کوئی URL سیٹ نہیں ہے۔ oauthOptions.loginRedirectURL سیٹ کریں، یا اپنے پروجیکٹ کے لیے سائن ان کے بعد ری ڈائریکٹ کا ڈیفالٹ URL سیٹ کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap شروع نہیں ہو سکتا: سائن اپ کے بعد ری ڈائریکٹ کا کوئی URL سیٹ نہیں ہے۔ oauthOptions.signupRedirectURL سیٹ کریں، یا اپنے پروجیکٹ کے لیے سائن اپ کے بعد ری ڈائریکٹ کا ڈیفالٹ URL سیٹ کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ڈیفالٹ Google OAuth کلائنٹ استعمال نہیں کر سکتا۔ One Tap استعمال کرنے کے لیے اپنے پروجیکٹ کا اپنا Google OAuth کلائنٹ کنفیگر کریں۔ (صرف ٹیسٹ پبلک ٹوکن کے ساتھ دکھایا جاتا ہے۔)',
};

export default texts;
