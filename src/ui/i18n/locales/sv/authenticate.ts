/** Swedish (sv): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Loggar in dig…',
  'authenticate.doneTitle': 'Du är inloggad',
  'authenticate.failedTitle': 'Vi kunde inte logga in dig',
  'authenticate.noToken': 'Sidan öppnades utan en inloggningslänk. Använd länken du fick en gång till.',
};

export default texts;
