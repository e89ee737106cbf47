/** Indonesian (id): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Memproses masuk…',
  'authenticate.doneTitle': 'Anda sudah masuk',
  'authenticate.failedTitle': 'Kami tidak dapat memproses masuk Anda',
  'authenticate.noToken': 'Halaman ini dibuka tanpa link masuk. Silakan gunakan kembali link yang Anda terima.',
};

export default texts;
