/** Bangla (bn): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'কীভাবে চালিয়ে যেতে চান তা বেছে নিন',
  'b2b.email.method.link': 'আমাকে সাইন-ইন লিংক ইমেল করুন',
  'b2b.email.method.code': 'আমাকে সাইন-ইন কোড ইমেল করুন',
  'b2b.email.otp.title': 'পাসকোড লিখুন',
  'b2b.email.otp.sentTo': '{email}-এ একটি ৬ সংখ্যার পাসকোড পাঠানো হয়েছে।',
  'b2b.email.otp.label': 'পাসকোড লিখুন',
  'b2b.email.otp.verifying': 'পাসকোড যাচাই করা হচ্ছে...',
  'b2b.email.otp.resendPrompt': 'কোড পাননি?',
  'b2b.email.otp.resend': 'আবার কোড পাঠান',
  'b2b.email.otp.resent': 'কোড আবার পাঠানো হয়েছে',
  'b2b.email.otp.expiresIn': 'আপনার কোডের মেয়াদ {countdown} পরে শেষ হবে।',
  'b2b.email.otp.expired': 'আপনার কোডের মেয়াদ শেষ হয়ে গেছে।',
  'b2b.email.sent.title': 'আপনার ইমেল দেখুন',
  'b2b.email.sent.sentTo': '{email}-এ একটি ইমেল পাঠানো হয়েছে।',
  'b2b.email.sent.resendPrompt': 'ইমেল পাননি?',
  'b2b.email.sent.resend': 'আবার ইমেল পাঠান',
  'b2b.email.sent.resent': 'ইমেল আবার পাঠানো হয়েছে',
  'b2b.email.tryAgain': 'অন্য ইমেল ঠিকানা ব্যবহার করুন',
};

export default texts;
