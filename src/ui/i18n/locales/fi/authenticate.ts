/** Finnish (fi): the redirect landing. docs/i18n.md */
import type { AUTHENTICATE_MESSAGES } from '../../../flows/authenticate/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof AUTHENTICATE_MESSAGES> = {
  'authenticate.signingIn': 'Kirjaudutaan sisään…',
  'authenticate.doneTitle': 'Olet kirjautunut sisään',
  'authenticate.failedTitle': 'Sisäänkirjautuminen epäonnistui',
  'authenticate.noToken': 'Tämä sivu avattiin ilman kirjautumislinkkiä. Käytä saamaasi linkkiä uudelleen.',
};

export default texts;
