/** Latvian (lv): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Notiek pierakstīšanās…',
  'authenticate.doneTitle': 'Pierakstīšanās pabeigta',
  'authenticate.failedTitle': 'Neizdevās jūs pierakstīt',
  'authenticate.noToken': 'Šī lapa tika atvērta bez pierakstīšanās saites. Lūdzu, vēlreiz izmantojiet saņemto saiti.',
};

export default texts;
