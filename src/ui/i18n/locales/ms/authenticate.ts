/** Malay (ms): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Melog masuk anda…',
  'authenticate.doneTitle': 'Anda telah log masuk',
  'authenticate.failedTitle': 'Kami tidak dapat melog masuk anda',
  'authenticate.noToken': 'Halaman ini dibuka tanpa pautan log masuk. Sila gunakan semula pautan yang anda terima.',
};

export default texts;
