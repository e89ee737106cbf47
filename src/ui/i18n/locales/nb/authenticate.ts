/** Norwegian Bokmål (nb): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Logger deg inn …',
  'authenticate.doneTitle': 'Du er logget inn',
  'authenticate.failedTitle': 'Vi kunne ikke logge deg inn',
  'authenticate.noToken': 'Denne siden ble åpnet uten en påloggingslenke. Bruk lenken du fikk, på nytt.',
};

export default texts;
