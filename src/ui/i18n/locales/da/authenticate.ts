/** Danish (da): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Logger dig ind…',
  'authenticate.doneTitle': 'Du er logget ind',
  'authenticate.failedTitle': 'Vi kunne ikke logge dig ind',
  'authenticate.noToken': 'Denne side blev åbnet uden et loginlink. Brug det link, du modtog, igen.',
};

export default texts;
