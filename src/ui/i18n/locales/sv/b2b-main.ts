/** Swedish (sv): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrera dig eller logga in',
  'b2b.main.continue': 'Fortsätt',
  'b2b.main.invalidEmail': 'E-postadressens format är ogiltigt.',
  'b2b.main.or': 'eller',
  'b2b.main.sso': 'Använd enkel inloggning',
  'b2b.main.password': 'Använd ett lösenord i stället',
  'b2b.main.signingIn': 'Loggar in…',
  'b2b.signedIn.title': 'Klart!',
  'b2b.signedIn.body': 'Du är nu inloggad.',
  'b2b.signedIn.bodyWithOrganization': 'Du är nu inloggad på {organization}.',
  'b2b.primaryRequired.title': 'En annan inloggningsmetod krävs',
  'b2b.primaryRequired.body': '{organization} kräver att du loggar in på ett annat sätt. Gå tillbaka och välj en tillåten metod.',
  'b2b.primaryRequired.goBack': 'Gå tillbaka',
};

export default texts;
