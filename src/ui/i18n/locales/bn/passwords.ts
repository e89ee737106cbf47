/** Bangla (bn): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'পাসওয়ার্ড',
  'password.newPassword': 'নতুন পাসওয়ার্ড',
  'password.showPassword': 'পাসওয়ার্ড দেখান',
  'password.createTitle': 'অ্যাকাউন্ট তৈরি করুন',
  'password.createBody': '{email}-এর জন্য একটি পাসওয়ার্ড বেছে নিন।',
  'password.loginTitle': 'সাইন-ইন করুন',
  'password.loginBody': '{email}-এর পাসওয়ার্ড লিখুন।',
  'password.forgot': 'পাসওয়ার্ড ভুলে গেছেন?',
  'password.createInstead': 'তার বদলে পাসওয়ার্ড তৈরি করুন',
  'password.emailLinkInstead': 'আমাকে সাইন-ইন লিংক ইমেল করুন',
  'password.emailCodeInstead': 'আমাকে সাইন-ইন কোড ইমেল করুন',
  'password.strengthLabel': 'পাসওয়ার্ডের শক্তি',
  'password.strength.veryWeak': 'খুব দুর্বল',
  'password.strength.weak': 'দুর্বল',
  'password.strength.strong': 'শক্তিশালী',
  'password.strength.veryStrong': 'খুব শক্তিশালী',
  'password.requirementsLabel': 'পাসওয়ার্ডের শর্ত',
  'password.requirementMet': 'পূরণ হয়েছে:',
  'password.requirementUnmet': 'এখনও বাকি:',
  'password.luds.length': { one: 'কমপক্ষে {count}টি অক্ষর থাকতে হবে', other: 'কমপক্ষে {count}টি অক্ষর থাকতে হবে' },
  'password.luds.complexity': { one: 'এগুলোর মধ্যে {count}টি থাকতে হবে: বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা, চিহ্ন', other: 'এগুলোর মধ্যে {count}টি থাকতে হবে: বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা, চিহ্ন' },
  'password.luds.breached': 'এই পাসওয়ার্ডটি হয়তো এমন কোনো সাইটে ব্যবহার করা হয়েছে, যেখানে নিরাপত্তাজনিত সমস্যা হয়েছিল। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড বেছে নিন।',
  'password.forgotTitle': 'সাইন-ইন করতে সাহায্যের জন্য আপনার ইমেল দেখুন!',
  'password.forgotBody': 'আমরা {email}-এ পাসওয়ার্ড রিসেট করার লিংকসহ একটি ইমেল পাঠিয়েছি। নতুন পাসওয়ার্ড বেছে নিতে লিংকটিতে যান।',
  'password.setNewTitle': 'আপনার ইমেল দেখুন!',
  'password.setNewBody': 'আমরা {email}-এ একটি ইমেল পাঠিয়েছি। আপনার অ্যাকাউন্টের পাসওয়ার্ড সেট করতে ইমেলের লিংকটিতে যান।',
  'password.dedupeTitle': 'নতুন পাসওয়ার্ড সেট করতে আপনার ইমেল দেখুন',
  'password.dedupeBody': 'আমরা নিশ্চিত হতে চাই যে আপনার অ্যাকাউন্ট সুরক্ষিত আছে এবং সত্যিই আপনি সাইন-ইন করছেন! আমরা {email}-এ একটি ইমেল পাঠিয়েছি। নতুন পাসওয়ার্ড সেট করতে ইমেলের লিংকটিতে যান।',
  'password.breachedTitle': 'পাসওয়ার্ড রিসেট করতে আপনার ইমেল দেখুন',
  'password.breachedBody': 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখতে আমরা {email}-এ একটি ইমেল পাঠিয়েছি। ইমেলের লিংকটিতে গিয়ে এমন একটি নতুন পাসওয়ার্ড বেছে নিন, যা আপনি অন্য কোথাও ব্যবহার করেননি।',
  'password.didntGetIt': 'ইমেল পাননি?',
  'password.resend': 'আবার ইমেল পাঠান',
  'password.emailResent': 'ইমেল আবার পাঠানো হয়েছে',
  'password.loggingIn': 'সাইন-ইন করা হচ্ছে...',
  'password.resetTitle': 'আপনার পাসওয়ার্ড রিসেট করুন',
  'password.resetBody': 'আপনার অ্যাকাউন্টের জন্য একটি নতুন পাসওয়ার্ড বেছে নিন।',
  'password.requestNewBody': 'আপনার ইমেল ঠিকানা লিখুন, আমরা আপনাকে একটি নতুন লিংক পাঠাব।',
  'password.sendNewEmail': 'নতুন ইমেল পাঠান',
  'password.confirmationTitle': 'সফল হয়েছে!',
  'password.confirmationBody': 'আপনি সফলভাবে সাইন-ইন করেছেন।',
};

export default texts;
