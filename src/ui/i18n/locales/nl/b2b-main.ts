/** Dutch (nl): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registreren of inloggen',
  'b2b.main.continue': 'Doorgaan',
  'b2b.main.invalidEmail': 'De opmaak van het e-mailadres is ongeldig.',
  'b2b.main.or': 'of',
  'b2b.main.sso': 'Single sign-on gebruiken',
  'b2b.main.password': 'Liever een wachtwoord gebruiken',
  'b2b.main.signingIn': 'Inloggen…',
  'b2b.signedIn.title': 'Gelukt!',
  'b2b.signedIn.body': 'Je bent ingelogd.',
  'b2b.signedIn.bodyWithOrganization': 'Je bent ingelogd bij {organization}.',
  'b2b.primaryRequired.title': 'Een andere inlogmethode is vereist',
  'b2b.primaryRequired.body': '{organization} vereist dat je op een andere manier inlogt. Ga terug en kies een toegestane methode.',
  'b2b.primaryRequired.goBack': 'Terug',
};

export default texts;
