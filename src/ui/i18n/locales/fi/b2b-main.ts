/** Finnish (fi): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Rekisteröidy tai kirjaudu sisään',
  'b2b.main.continue': 'Jatka',
  'b2b.main.invalidEmail': 'Sähköpostiosoitteen muoto on virheellinen.',
  'b2b.main.or': 'tai',
  'b2b.main.sso': 'Käytä kertakirjautumista',
  'b2b.main.password': 'Käytä mieluummin salasanaa',
  'b2b.main.signingIn': 'Kirjaudutaan sisään…',
  'b2b.signedIn.title': 'Onnistui!',
  'b2b.signedIn.body': 'Olet kirjautunut sisään.',
  'b2b.signedIn.bodyWithOrganization': 'Olet kirjautunut sisään organisaatioon {organization}.',
  'b2b.primaryRequired.title': 'Tarvitaan toinen kirjautumistapa',
  'b2b.primaryRequired.body': 'Organisaatio {organization} edellyttää, että kirjaudut sisään toisella tavalla. Palaa takaisin ja valitse sallittu tapa.',
  'b2b.primaryRequired.goBack': 'Palaa takaisin',
};

export default texts;
