/** Romanian (ro): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Se realizează conectarea…',
  'authenticate.doneTitle': 'V-ați conectat',
  'authenticate.failedTitle': 'Nu v-am putut conecta',
  'authenticate.noToken': 'Această pagină a fost deschisă fără un link de conectare. Folosiți din nou linkul primit.',
};

export default texts;
