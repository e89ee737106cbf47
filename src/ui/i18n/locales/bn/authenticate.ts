/** Bangla (bn): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'আপনাকে সাইন-ইন করানো হচ্ছে…',
  'authenticate.doneTitle': 'আপনি সাইন-ইন করেছেন',
  'authenticate.failedTitle': 'আপনাকে সাইন-ইন করানো যায়নি',
  'authenticate.noToken': 'এই পেজটি সাইন-ইন লিংক ছাড়াই খোলা হয়েছে। অনুগ্রহ করে আপনার পাওয়া লিংকটি আবার ব্যবহার করুন।',
};

export default texts;
