/** Bangla (bn): the consent and logout screens. docs/i18n.md */
import type { IDP_MESSAGES } from '../../../flows/idp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof IDP_MESSAGES> = {
  'idp.titleStandardScopes': '{projectName} দিয়ে {clientName}-এ সাইন-ইন করুন',
  'idp.titleCustomScopes': '{clientName} আপনার {projectName} অ্যাকাউন্টে অ্যাক্সেস চাইছে',
  'idp.permissionsStandard': '{clientName}-কে যা করার অনুমতি দেবেন:',
  'idp.permissionsCustom': '{clientName} যা করার অনুমতি চাইছে:',
  'idp.ungrantableNotice': 'অনুরোধ করা কিছু স্কোপে {clientName}-কে অ্যাক্সেস দেওয়ার অনুমতি আপনার নেই।',
  'idp.ungrantableList': '{clientName}-এর এই অনুরোধগুলো আপনি মঞ্জুর করতে পারবেন না:',
  'idp.fallbackClientName': 'অ্যাপটি',
  'idp.clientLogo': '{clientName}-এর লোগো',
  'idp.allow': 'অনুমতি দিন',
  'idp.deny': 'প্রত্যাখ্যান করুন',
  'idp.loading': 'লোড হচ্ছে...',
  'idp.missingParameter': 'একটি প্রয়োজনীয় প্যারামিটার নেই: {param}। অনুগ্রহ করে অ্যাপ্লিকেশনের ডেভেলপারের সাথে যোগাযোগ করুন।',
  'idp.successTitle': 'সফল হয়েছে!',
  'idp.successBody': 'আপনি {clientName}-এ সাইন-ইন করেছেন। এখন এই পেজটি বন্ধ করতে পারেন।',
  'idp.redirecting': 'আপনাকে {clientName}-এ ফিরিয়ে নেওয়া হচ্ছে…',
  'idp.redirectNotRequested': 'এই অনুরোধটি সম্পূর্ণ করা যায়নি: ফেরার ঠিকানাটি অ্যাপের চাওয়া ঠিকানার সাথে মেলেনি। অনুগ্রহ করে অ্যাপ্লিকেশনের ডেভেলপারের সাথে যোগাযোগ করুন।',
  'idp.scope.openid': 'আপনার পরিচয় যাচাই করা',
  'idp.scope.openid.detail': 'আপনার অ্যাকাউন্টে সংরক্ষিত তথ্য দেখা',
  'idp.scope.personalProfile': 'আপনার ব্যক্তিগত প্রোফাইলের তথ্য দেখা',
  'idp.scope.profile.detail': 'আপনার নাম, প্রোফাইল ছবি ও ভাষা',
  'idp.scope.email.detail': 'আপনার ইমেল ঠিকানা',
  'idp.scope.phone.detail': 'আপনার ফোন নম্বর',
  'idp.scope.offline_access': 'আপনি অ্যাপটি ব্যবহার না করার সময়ও আপনার ডেটায় অ্যাক্সেস বজায় রাখা',
  'idp.scope.full_access': 'আপনার অ্যাকাউন্টে সম্পূর্ণ অ্যাক্সেস পাওয়া',
  'idp.scope.custom': '{scope} স্কোপ ব্যবহার করা',
  'idp.logoutTitle': 'সাইন-আউট করবেন?',
  'idp.logoutBody': 'আপনি কি সত্যিই আপনার {projectName} অ্যাকাউন্ট থেকে সাইন-আউট করতে চান?',
  'idp.yes': 'হ্যাঁ',
  'idp.no': 'না',
  'idp.logoutDeniedTitle': 'এখনও সাইন-ইন করা আছে',
  'idp.logoutDenied': 'আপনাকে সাইন-আউট করা হয়নি। এখন এই পেজটি বন্ধ করতে পারেন।',
};

export default texts;
