/** Latvian (lv): the password flows' error types. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof PASSWORD_ERROR_MESSAGES> = {
  'weak_password': 'Šī parole ir pārāk vāja. Izvēlieties stiprāku paroli.',
  'unable_to_auth_password_reset_token': 'Paroles atiestatīšanas saiti nevarēja izmantot, jo tā jau ir izmantota vai tai ir beidzies derīguma termiņš. Pieprasiet jaunu paroles atiestatīšanas e-pastu.',
};

export default texts;
