/** Bangla (bn): the B2B organization screens. docs/i18n.md */
import type { ORGANIZATION_MESSAGES } from '../../../flows/b2b/organization/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof ORGANIZATION_MESSAGES> = {
  'b2b.organization.loading': 'আপনার প্রতিষ্ঠান খোঁজা হচ্ছে...',
  'b2b.organization.notFound.title': 'আপনার প্রতিষ্ঠান খুঁজে পাওয়া যায়নি',
  'b2b.organization.notFound.body': '“{slug}” ঠিকানার কোনো প্রতিষ্ঠান নেই। আপনি যে লিংকে এসেছেন সেটি দেখে নিন, অথবা আপনার অ্যাডমিনের কাছে লিংকটি চান।',
  'b2b.organization.notFound.noSlug': 'এই পেজে কোনো প্রতিষ্ঠানের নাম নেই। আপনার অ্যাডমিনের দেওয়া লিংকটি ব্যবহার করুন।',
  'b2b.organization.loadFailed.retry': 'আবার চেষ্টা করুন',
  'b2b.organization.title': '{organization}-এ চালিয়ে যান',
  'b2b.organization.sso': '{connection} দিয়ে চালিয়ে যান',
  'b2b.organization.continue': 'চালিয়ে যান',
  'b2b.organization.invalidEmail': 'ইমেলের ফরম্যাট সঠিক নয়।',
  'b2b.organization.or': 'অথবা',
  'b2b.organization.password': 'তার বদলে পাসওয়ার্ড ব্যবহার করুন',
  'b2b.organization.noMethods': '{organization} এই পেজের কোনো সাইন-ইন পদ্ধতির অনুমতি দেয় না। আপনার অ্যাডমিনের সাথে যোগাযোগ করুন।',
};

export default texts;
