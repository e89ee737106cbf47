/** Romanian (ro): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Înregistrați-vă sau conectați-vă',
  'b2b.main.continue': 'Continuați',
  'b2b.main.invalidEmail': 'Formatul adresei de e-mail nu este valid.',
  'b2b.main.or': 'sau',
  'b2b.main.sso': 'Folosiți conectarea unică (SSO)',
  'b2b.main.password': 'Folosiți o parolă în schimb',
  'b2b.main.signingIn': 'Se realizează conectarea...',
  'b2b.signedIn.title': 'Gata!',
  'b2b.signedIn.body': 'V-ați conectat cu succes.',
  'b2b.signedIn.bodyWithOrganization': 'V-ați conectat cu succes la {organization}.',
  'b2b.primaryRequired.title': 'Este necesară altă metodă de conectare',
  'b2b.primaryRequired.body': '{organization} vă cere să vă conectați cu altă metodă. Reveniți și alegeți una permisă.',
  'b2b.primaryRequired.goBack': 'Înapoi',
};

export default texts;
