/** Bangla (bn): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'পাসওয়ার্ড',
  'b2b.password.newField': 'নতুন পাসওয়ার্ড',
  'b2b.password.show': 'পাসওয়ার্ড দেখান',
  'b2b.password.required': 'আপনার পাসওয়ার্ড লিখুন।',
  'b2b.password.loginTitle': 'ইমেল ও পাসওয়ার্ড দিয়ে সাইন-ইন করুন',
  'b2b.password.loginOrganization': '{organization}-এ সাইন-ইন করুন',
  'b2b.password.forgot': 'পাসওয়ার্ড ভুলে গেছেন?',
  'b2b.password.forgotTitle': 'আপনার পাসওয়ার্ড রিসেট করুন',
  'b2b.password.forgotOrganization': 'আমরা আপনাকে একটি সাইন-ইন লিংক ইমেল করব, যা দিয়ে আপনি সরাসরি আপনার অ্যাকাউন্টে সাইন-ইন করতে পারবেন বা পাসওয়ার্ড থাকলে তা রিসেট করতে পারবেন।',
  'b2b.password.forgotDiscovery': 'আমরা আপনাকে একটি যাচাইয়ের লিংক ইমেল করব, যা দিয়ে আপনি অ্যাকাউন্টের জন্য সাইন-আপ করতে পারবেন বা পাসওয়ার্ড থাকলে তা রিসেট করতে পারবেন।',
  'b2b.password.noPasswordTitle': 'ইমেলের মাধ্যমে পাসওয়ার্ড সেট করুন',
  'b2b.password.noPasswordBody': 'আপনার এখনও কোনো পাসওয়ার্ড নেই। পাসওয়ার্ড সেট করার জন্য আমরা আপনাকে একটি লিংক ইমেল করব।',
  'b2b.password.breachedTitle': 'নতুন পাসওয়ার্ড বেছে নিন',
  'b2b.password.breachedBody': 'আমরা আপনাকে একটি লিংক ইমেল করব, যা দিয়ে আপনি এমন একটি নতুন পাসওয়ার্ড বেছে নিতে পারবেন, যা আপনি অন্য কোথাও ব্যবহার করেননি।',
  'b2b.password.sendLink': 'আমাকে লিংক ইমেল করুন',
  'b2b.password.sentTitle': 'আপনার ইমেল দেখুন',
  'b2b.password.sentBody': 'পাসওয়ার্ড রিসেট করার একটি লিংক {email}-এ পাঠানো হয়েছে।',
  'b2b.password.didntGetIt': 'ইমেল পাননি?',
  'b2b.password.resend': 'আবার ইমেল পাঠান',
  'b2b.password.resent': 'ইমেল আবার পাঠানো হয়েছে',
  'b2b.password.setNewTitle': 'নতুন পাসওয়ার্ড সেট করুন',
  'b2b.password.setNewBody': 'আপনার অ্যাকাউন্টের জন্য একটি নতুন পাসওয়ার্ড বেছে নিন।',
  'b2b.password.noToken': 'এই পেজটি পাসওয়ার্ড রিসেটের লিংক ছাড়াই খোলা হয়েছে। আপনার ইমেলের লিংকটি আবার খুলুন।',
  'b2b.password.strengthScore': 'পাসওয়ার্ডের শক্তি: 4-এর মধ্যে {score}।',
  'b2b.password.accepted': 'পাসওয়ার্ড গ্রহণ করা হয়েছে।',
  'b2b.password.notAccepted': 'পাসওয়ার্ড গ্রহণ করা হয়নি।',
  'b2b.password.requirementsLabel': 'পাসওয়ার্ডের শর্ত',
  'b2b.password.requirementMet': 'পূরণ হয়েছে:',
  'b2b.password.requirementUnmet': 'এখনও বাকি:',
  'b2b.password.minimumLength': { one: 'কমপক্ষে {count}টি অক্ষর থাকতে হবে', other: 'কমপক্ষে {count}টি অক্ষর থাকতে হবে' },
  'b2b.password.complexity': { one: 'এগুলোর মধ্যে {count}টি থাকতে হবে: বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা, চিহ্ন', other: 'এগুলোর মধ্যে {count}টি থাকতে হবে: বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা, চিহ্ন' },
  'b2b.password.breached': 'এই পাসওয়ার্ডটি হয়তো এমন কোনো সাইটে ব্যবহার করা হয়েছে, যেখানে নিরাপত্তাজনিত সমস্যা হয়েছিল। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড বেছে নিন।',
};

export default texts;
