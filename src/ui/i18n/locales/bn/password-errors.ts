/** Bangla (bn): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'এই পাসওয়ার্ডটি খুব দুর্বল। আরও শক্তিশালী একটি পাসওয়ার্ড বেছে নিন।',
  'unable_to_auth_password_reset_token': 'পাসওয়ার্ড রিসেটের লিংকটি ব্যবহার করা যায়নি, কারণ এটি আগেই ব্যবহার করা হয়েছে অথবা এর মেয়াদ শেষ হয়ে গেছে। পাসওয়ার্ড রিসেট করতে নতুন একটি ইমেলের অনুরোধ করুন।',
};

export default texts;
