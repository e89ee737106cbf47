/** Bangla (bn): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'পাসকোড লিখুন',
  'otp.sentTo': '{destination}-এ একটি ৬ সংখ্যার পাসকোড পাঠানো হয়েছে।',
  'otp.verifying': 'পাসকোড যাচাই করা হচ্ছে...',
  'otp.expiresIn': 'আপনার কোডের মেয়াদ {countdown} পরে শেষ হবে।',
  'otp.expired': 'আপনার কোডের মেয়াদ শেষ হয়ে গেছে।',
  'otp.resend.prompt': 'কোড পাননি?',
  'otp.resend.initial': 'আবার কোড পাঠান',
  'otp.resend.sending': 'পাঠানো হচ্ছে...',
  'otp.resend.sent': 'কোড পাঠানো হয়েছে',
  'otp.resend.waiting': 'আবার কোড পাঠান',
  'otp.emailResent': 'ইমেল আবার পাঠানো হয়েছে',
  'otp.codeResent': 'কোড আবার পাঠানো হয়েছে',
  'otp.successTitle': 'সফল হয়েছে!',
  'otp.successBody': 'আপনার পাসকোড সফলভাবে যাচাই করা হয়েছে।',
};

export default texts;
