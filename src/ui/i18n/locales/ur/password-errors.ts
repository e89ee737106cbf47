/** Urdu (ur): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'یہ پاس ورڈ بہت کمزور ہے۔ زیادہ مضبوط پاس ورڈ منتخب کریں۔',
  'unable_to_auth_password_reset_token': 'پاس ورڈ ری سیٹ لنک استعمال نہیں ہو سکا کیونکہ یہ یا تو پہلے ہی استعمال ہو چکا ہے یا اس کی میعاد ختم ہو چکی ہے۔ پاس ورڈ ری سیٹ کرنے کے لیے نئی ای میل کی درخواست کریں۔',
};

export default texts;
