/** Bangla (bn): the B2B discovery screens. docs/i18n.md */
import type { B2B_DISCOVERY_MESSAGES } from '../../../flows/b2b/discovery/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_DISCOVERY_MESSAGES> = {
  'b2b.discovery.title': 'চালিয়ে যেতে একটি প্রতিষ্ঠান বেছে নিন',
  'b2b.discovery.continue': 'চালিয়ে যান',
  'b2b.discovery.acceptInvite': 'আমন্ত্রণ গ্রহণ করুন',
  'b2b.discovery.join': 'যোগ দিন',
  'b2b.discovery.create': 'প্রতিষ্ঠান তৈরি করুন',
  'b2b.discovery.working': 'সাইন-ইন করা হচ্ছে...',
  'b2b.discovery.none.title': '{email} কোনো প্রতিষ্ঠানের সাথে যুক্ত নয়।',
  'b2b.discovery.none.askAdmin': 'আপনার ইমেল ঠিকানা সঠিক কিনা নিশ্চিত করুন। তা না হলে হয়তো আপনার অ্যাডমিনের কাছ থেকে আমন্ত্রণ পেতে হবে।',
  'b2b.discovery.none.createTitle': 'শুরু করতে একটি প্রতিষ্ঠান তৈরি করুন',
  'b2b.discovery.none.createBody': '{email}-এর কোনো অ্যাকাউন্ট নেই। ভুল মনে হচ্ছে? অন্য একটি ইমেল ঠিকানা ব্যবহার করে দেখুন, অথবা আপনার অ্যাডমিনের সাথে যোগাযোগ করুন।',
  'b2b.discovery.none.tryAgain': 'অন্য ইমেল ঠিকানা ব্যবহার করুন',
  'b2b.discovery.createForm.title': 'প্রতিষ্ঠান তৈরি করুন',
  'b2b.discovery.createForm.name': 'প্রতিষ্ঠানের নাম',
  'b2b.discovery.createForm.slug': 'প্রতিষ্ঠানের স্লাগ',
  'b2b.discovery.createForm.url': 'আপনার প্রতিষ্ঠানের ঠিকানা: {url}',
  'b2b.discovery.createForm.submit': 'প্রতিষ্ঠান তৈরি করুন',
  'b2b.discovery.createForm.nameRequired': 'আপনার প্রতিষ্ঠানের নাম লিখুন।',
  'b2b.discovery.createForm.slugInvalid': '২ থেকে ১২৮টি অক্ষর, সংখ্যা, হাইফেন, পিরিয়ড, আন্ডারস্কোর বা টিল্ড ব্যবহার করুন।',
};

export default texts;
