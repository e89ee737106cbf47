/** Bangla (bn): the shared texts and Main (base-messages.ts). docs/i18n.md */
import type { BASE_MESSAGES } from '../../base-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof BASE_MESSAGES> = {
  'common.continue': 'চালিয়ে যান',
  'common.back': 'ফিরে যান',
  'common.tryAgain': 'আবার চেষ্টা করুন',
  'common.close': 'বন্ধ করুন',
  'common.poweredBy': 'প্রযুক্তি সহায়তায়:',
  'common.logo': 'লোগো',
  'common.providerName': 'Stytch',
  'field.email': 'ইমেল',
  'field.phoneNumber': 'ফোন নম্বর',
  'field.country': 'দেশ',
  'field.passcode': 'পাসকোড লিখুন',
  'field.emailPlaceholder': '{email}',
  'field.phonePlaceholder': '(123) 456-7890',
  'validation.emailFormatInvalid': 'ইমেলের ফরম্যাট সঠিক নয়।',
  'validation.invalidEmailAddress': 'ইমেল ঠিকানাটি সঠিক নয়।',
  'validation.phoneFormatInvalid': 'ফোন নম্বরের ফরম্যাট সঠিক নয়। ফোন নম্বরটি E.164 ফরম্যাটে আছে কিনা নিশ্চিত করুন।',
  'main.header': 'সাইন-আপ বা সাইন-ইন করুন',
  'main.divider': 'অথবা',
  'main.tabsLabel': 'সাইন-ইন করার পদ্ধতি',
  'main.tab.sms': 'SMS',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'ইমেল',
  'main.tab.password': 'ইমেল',
  'main.error.passkeysAlone': 'ত্রুটি: পাসকী একা ব্যবহার করা যায় না, অনুগ্রহ করে কনফিগারেশনে অন্য একটি প্রোডাক্ট যোগ করুন।',
  'main.error.emlAndEmailOtp': 'ত্রুটি: EML এবং ইমেল OTP একসাথে ব্যবহার করা যায় না',
  'main.passkeyButton': 'পাসকী দিয়ে সাইন-ইন করুন',
  'main.otherCryptoWallets': 'অন্য ক্রিপ্টো ওয়ালেট দিয়ে চালিয়ে যান',
  'main.sendLink': 'চালিয়ে যান',
  'main.sendCode': 'চালিয়ে যান',
};

export default texts;
