/** German (de): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrieren oder anmelden',
  'b2b.main.continue': 'Weiter',
  'b2b.main.invalidEmail': 'Das E-Mail-Format ist ungültig.',
  'b2b.main.or': 'oder',
  'b2b.main.sso': 'Single Sign-On verwenden',
  'b2b.main.password': 'Stattdessen Passwort verwenden',
  'b2b.main.signingIn': 'Anmeldung läuft…',
  'b2b.signedIn.title': 'Geschafft!',
  'b2b.signedIn.body': 'Sie haben sich erfolgreich angemeldet.',
  'b2b.signedIn.bodyWithOrganization': 'Sie haben sich erfolgreich bei {organization} angemeldet.',
  'b2b.primaryRequired.title': 'Eine andere Anmeldemethode ist erforderlich',
  'b2b.primaryRequired.body': '{organization} verlangt, dass Sie sich mit einer anderen Methode anmelden. Gehen Sie zurück und wählen Sie eine zulässige Methode.',
  'b2b.primaryRequired.goBack': 'Zurück',
};

export default texts;
