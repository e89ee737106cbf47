/** Bangla (bn): the social sign-in buttons. docs/i18n.md */
import type { OAUTH_MESSAGES } from '../../../flows/oauth/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OAUTH_MESSAGES> = {
  'oauth.continueWith': '{provider} দিয়ে চালিয়ে যান',
  'oauth.continueWithGoogle': 'Google দিয়ে চালিয়ে যান',
  'oauth.providersLabel': 'সোশ্যাল সাইন-ইন',
  'oauth.oneTapLabel': 'Google One Tap দিয়ে সাইন-ইন করুন',
  'oauth.oneTapSigningIn': 'Google দিয়ে আপনাকে সাইন-ইন করানো হচ্ছে…',
  'oauth.oneTapError.originNotAllowed': 'Google One Tap {origin}-এ দেখানো যাচ্ছে না: আপনার Google OAuth ক্লায়েন্টের অনুমোদিত JavaScript অরিজিনগুলোর মধ্যে এই অরিজিনটি যোগ করুন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
  'oauth.oneTapError.invalidClient': 'Google One Tap চালু করা যাচ্ছে না: আপনার প্রোজেক্টে কনফিগার করা OAuth ক্লায়েন্ট আইডি Google চিনতে পারছে না। আপনার প্রোজেক্টের Google OAuth সেটিংস দেখে নিন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
  'oauth.oneTapError.noOAuthClient': 'Google One Tap চালু করা যাচ্ছে না: আপনার প্রোজেক্টে কোনো Google OAuth ক্লায়েন্ট কনফিগার করা নেই। আপনার প্রোজেক্টের OAuth সেটিংসে একটি ক্লায়েন্ট যোগ করুন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
  'oauth.oneTapError.noLoginRedirect': 'Google One Tap চালু করা যাচ্ছে না: কোনো সাইন-ইন রিডাইরেক্ট URL সেট করা নেই। oauthOptions.loginRedirectURL সেট করুন, অথবা আপনার প্রোজেক্টের জন্য একটি ডিফল্ট সাইন-ইন রিডাইরেক্ট URL সেট করুন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
  'oauth.oneTapError.noSignupRedirect': 'Google One Tap চালু করা যাচ্ছে না: কোনো সাইন-আপ রিডাইরেক্ট URL সেট করা নেই। oauthOptions.signupRedirectURL সেট করুন, অথবা আপনার প্রোজেক্টের জন্য একটি ডিফল্ট সাইন-আপ রিডাইরেক্ট URL সেট করুন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
  'oauth.oneTapError.defaultProviderNotAllowed': 'Google One Tap ডিফল্ট Google OAuth ক্লায়েন্ট ব্যবহার করতে পারে না। One Tap ব্যবহার করতে আপনার প্রোজেক্টের জন্য নিজস্ব Google OAuth ক্লায়েন্ট কনফিগার করুন। (শুধু টেস্ট পাবলিক টোকেন ব্যবহার করলে দেখানো হয়।)',
};

export default texts;
