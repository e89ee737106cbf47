/** French (fr): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Connexion en cours…',
  'authenticate.doneTitle': 'Connexion réussie',
  'authenticate.failedTitle': 'Nous n’avons pas pu vous connecter',
  'authenticate.noToken': 'Cette page a été ouverte sans lien de connexion. Veuillez réutiliser le lien que vous avez reçu.',
};

export default texts;
