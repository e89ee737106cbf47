/** Hindi (hi): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'यह पासवर्ड बहुत कमज़ोर है। कोई ज़्यादा मज़बूत पासवर्ड चुनें।',
  'unable_to_auth_password_reset_token': 'पासवर्ड रीसेट लिंक का इस्तेमाल नहीं किया जा सका, क्योंकि उसका या तो पहले ही इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है। पासवर्ड रीसेट करने के लिए नया ईमेल मंगाएं।',
};

export default texts;
