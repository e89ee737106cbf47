/** Bangla (bn): the passkey screens. docs/i18n.md */
import type { PASSKEY_MESSAGES } from '../../../flows/passkeys/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSKEY_MESSAGES> = {
  'passkey.successTitle': 'সফল হয়েছে!',
  'passkey.successBody': 'আপনার পাসকী সফলভাবে যাচাই করা হয়েছে।',
  'passkey.checkingSession': 'আপনার সেশন যাচাই করা হচ্ছে...',
  'passkey.noActiveUser': 'ত্রুটি: সাইন-ইন করা সক্রিয় ব্যবহারকারী ছাড়া PasskeyRegistration কম্পোনেন্ট ব্যবহার করা যায় না।',
  'passkey.registrationTitle': 'নতুন পাসকী সেট আপ করুন',
  'passkey.registrationBody': 'পাসকী থাকলে পাসওয়ার্ড বা কোডের বদলে আপনি আঙুলের ছাপ, মুখ বা স্ক্রিন লক দিয়ে সাইন-ইন করতে পারবেন।',
  'passkey.create': 'পাসকী তৈরি করুন',
  'passkey.skip': 'এড়িয়ে যান',
  'passkey.createdTitle': 'পাসকী তৈরি হয়েছে!',
  'passkey.skippedTitle': 'আপনার পাসকী',
  'passkey.setUpAnother': 'আরেকটি পাসকী সেট আপ করুন',
  'passkey.done': 'হয়ে গেছে',
  'passkey.existingPasskeys': 'বর্তমান পাসকী',
  'passkey.listNoActiveUser': 'ত্রুটি: সাইন-ইন করা সক্রিয় ব্যবহারকারী ছাড়া PasskeyList কম্পোনেন্ট ব্যবহার করা যায় না।',
  'passkey.listEmpty': 'এখনও কোনো পাসকী নেই।',
  'passkey.listLoading': 'আপনার পাসকী লোড হচ্ছে...',
  'passkey.created': 'তৈরি হয়েছে: {date}',
  'passkey.lastUsed': 'শেষ ব্যবহার: {date}',
  'passkey.neverUsed': 'এখনও ব্যবহার করা হয়নি',
  'passkey.rename': 'নাম বদলান',
  'passkey.renameLabel': '{name}-এর নাম বদলান',
  'passkey.nameLabel': 'পাসকীর নাম',
  'passkey.nameRequired': 'এই পাসকীর জন্য একটি নাম লিখুন।',
  'passkey.nameHint': 'সেভ করতে Enter বা বাতিল করতে Escape চাপুন।',
  'passkey.save': 'সেভ করুন',
  'passkey.delete': 'মুছুন',
  'passkey.deleteLabel': '{name} মুছুন',
  'passkey.cancel': 'বাতিল করুন',
  'passkey.deleteConfirm': '{name} পাসকীটি মুছবেন?',
  'passkey.deleteWarning': 'মুছে ফেলা পাসকী দিয়ে আর সাইন-ইন করা যাবে না। আপনার পাসওয়ার্ড ম্যানেজার থেকেও এটি সরিয়ে দিন।',
};

export default texts;
