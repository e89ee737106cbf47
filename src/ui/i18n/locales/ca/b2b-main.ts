/** Catalan (ca): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registra’t o inicia la sessió',
  'b2b.main.continue': 'Continua',
  'b2b.main.invalidEmail': 'El format de l’adreça electrònica no és vàlid.',
  'b2b.main.or': 'o',
  'b2b.main.sso': 'Utilitza l’inici de sessió únic',
  'b2b.main.password': 'Utilitza una contrasenya',
  'b2b.main.signingIn': 'S’està iniciant la sessió…',
  'b2b.signedIn.title': 'Fet!',
  'b2b.signedIn.body': 'Has iniciat la sessió correctament.',
  'b2b.signedIn.bodyWithOrganization': 'Has iniciat la sessió correctament a {organization}.',
  'b2b.primaryRequired.title': 'Cal un altre mètode d’inici de sessió',
  'b2b.primaryRequired.body': '{organization} requereix que inicïis la sessió amb un altre mètode. Torna enrere i tria’n un de permès.',
  'b2b.primaryRequired.goBack': 'Torna enrere',
};

export default texts;
