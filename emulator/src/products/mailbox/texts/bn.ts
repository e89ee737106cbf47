/** Bangla (bn): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const bn: EmulatorTexts = {
  'duration.minutes': { one: '{count} মিনিট', other: '{count} মিনিট' },
  'duration.seconds': { one: '{count} সেকেন্ড', other: '{count} সেকেন্ড' },
  'otp.subject': 'আপনার যাচাইয়ের কোড',
  'otp.body': 'আপনার {projectName} যাচাইয়ের কোড হলো {code}। এর মেয়াদ {duration} পরে শেষ হবে।',
  'magicLink.login.subject': 'আপনার সাইন-ইন লিংক',
  'magicLink.signup.subject': 'সাইন-আপ করতে আপনার ইমেল নিশ্চিত করুন',
  'magicLink.login.intro': '{projectName}-এ সাইন-ইন করতে নিচের লিংকে ক্লিক করুন:',
  'magicLink.signup.intro': '{projectName}-এ সাইন-আপ সম্পূর্ণ করতে নিচের লিংকে ক্লিক করুন:',
  'magicLink.expiry': 'এই লিংকের মেয়াদ {duration} পরে শেষ হবে। আপনি এটির অনুরোধ না করে থাকলে এই ইমেলটি উপেক্ষা করুন।',
  'passwordReset.subject': 'আপনার পাসওয়ার্ড রিসেট করুন',
  'passwordReset.intro': 'কেউ আপনার {projectName} অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ করেছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
  'passwordReset.loginInstead': 'অথবা পাসওয়ার্ড না বদলেই সাইন-ইন করুন:',
  'passwordReset.expiry': 'এই লিংকগুলোর মেয়াদ {duration} পরে শেষ হবে। আপনি এই অনুরোধ না করে থাকলে এই ইমেলটি উপেক্ষা করুন।',
  'b2b.passwordReset.organization.subject': 'আপনার {organizationName} পাসওয়ার্ড রিসেট করুন',
  'b2b.passwordReset.organization.intro': 'কেউ {organizationName}-এর জন্য আপনার পাসওয়ার্ড রিসেট করার অনুরোধ করেছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
  'b2b.passwordReset.project.subject': 'আপনার {projectName} পাসওয়ার্ড রিসেট করুন',
  'b2b.passwordReset.project.intro': 'কেউ আপনার {projectName} পাসওয়ার্ড রিসেট করার অনুরোধ করেছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
  'b2b.passwordReset.expiry': 'লিংকটির মেয়াদ {duration} পরে শেষ হবে। আপনি এই অনুরোধ না করে থাকলে এই ইমেলটি উপেক্ষা করুন।',
  'b2b.otp.subject': 'আপনার {projectName} যাচাইয়ের কোড',
  'b2b.otp.body': 'সাইন-ইন করার জন্য আপনার কোড হলো {code}। এর মেয়াদ {duration} পরে শেষ হবে।',
  'b2b.otp.organizationBody': '{organizationName}-এ সাইন-ইন করার জন্য আপনার কোড হলো {code}। এর মেয়াদ {duration} পরে শেষ হবে।',
  'b2b.magicLink.subject': 'আপনার {projectName} সাইন-ইন লিংক',
  'b2b.magicLink.body': '{name}-এ সাইন-ইন করুন: {link}',
  'b2b.magicLink.expiry': 'লিংকটির মেয়াদ {duration} পরে শেষ হবে।',
};

export default bn;
