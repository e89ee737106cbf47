/** Bangla (bn): the B2B SSO screens. docs/i18n.md */
import type { SSO_MESSAGES } from '../../../flows/b2b/sso/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof SSO_MESSAGES> = {
  'b2b.sso.emailTitle': 'চালিয়ে যেতে আপনার ইমেল লিখুন',
  'b2b.sso.connectionsTitle': 'চালিয়ে যেতে একটি কানেকশন বেছে নিন',
  'b2b.sso.organizationTitle': '{organization}-এ চালিয়ে যান',
  'b2b.sso.continueWith': '{name} দিয়ে চালিয়ে যান',
  'b2b.sso.noConnections': 'এই প্রতিষ্ঠানে এখনও কোনো সিঙ্গল সাইন-অন কানেকশন নেই। অন্য কোনো পদ্ধতি ব্যবহার করে দেখুন।',
  'b2b.sso.fallbackTitle': 'দুঃখিত, কোনো কানেকশন খুঁজে পাওয়া যায়নি',
  'b2b.sso.fallbackBody': 'চালিয়ে যেতে অনুগ্রহ করে প্রতিষ্ঠানের ইউনিক স্লাগ লিখুন। ইউনিক স্লাগ জানা না থাকলে, আপনার সব প্রতিষ্ঠান দেখতে অন্য কোনো পদ্ধতিতে সাইন-ইন করুন।',
  'b2b.sso.slugField': 'প্রতিষ্ঠানের স্লাগ',
  'b2b.sso.slugRequired': 'প্রতিষ্ঠানের স্লাগ লিখুন।',
  'b2b.sso.orgNotFound': 'প্রতিষ্ঠান খুঁজে পাওয়া যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'b2b.sso.landingFailedTitle': 'আপনাকে সাইন-ইন করানো যায়নি',
  'b2b.sso.tryAnotherMethod': 'অন্য পদ্ধতি ব্যবহার করুন',
  'b2b.sso.redirecting': '{name}-এ নিয়ে যাওয়া হচ্ছে…',
  'b2b.sso.signingIn': 'সাইন-ইন করা হচ্ছে…',
};

export default texts;
