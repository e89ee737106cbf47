/** Dutch (nl): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Bezig met inloggen…',
  'authenticate.doneTitle': 'Je bent ingelogd',
  'authenticate.failedTitle': 'We konden je niet inloggen',
  'authenticate.noToken': 'Deze pagina is geopend zonder inloglink. Gebruik de link die je hebt ontvangen opnieuw.',
};

export default texts;
