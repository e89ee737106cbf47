/** Bangla (bn): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'সাইন-আপ বা সাইন-ইন করুন',
  'b2b.main.continue': 'চালিয়ে যান',
  'b2b.main.invalidEmail': 'ইমেলের ফরম্যাট সঠিক নয়।',
  'b2b.main.or': 'অথবা',
  'b2b.main.sso': 'সিঙ্গল সাইন-অন ব্যবহার করুন',
  'b2b.main.password': 'তার বদলে পাসওয়ার্ড ব্যবহার করুন',
  'b2b.main.signingIn': 'সাইন-ইন করা হচ্ছে...',
  'b2b.signedIn.title': 'সফল হয়েছে!',
  'b2b.signedIn.body': 'আপনি সফলভাবে সাইন-ইন করেছেন।',
  'b2b.signedIn.bodyWithOrganization': 'আপনি সফলভাবে {organization}-এ সাইন-ইন করেছেন।',
  'b2b.primaryRequired.title': 'সাইন-ইন করার অন্য পদ্ধতি প্রয়োজন',
  'b2b.primaryRequired.body': '{organization}-এ আপনাকে অন্য পদ্ধতিতে সাইন-ইন করতে হবে। ফিরে গিয়ে অনুমোদিত কোনো পদ্ধতি বেছে নিন।',
  'b2b.primaryRequired.goBack': 'ফিরে যান',
};

export default texts;
