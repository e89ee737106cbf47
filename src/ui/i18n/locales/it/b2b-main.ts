/** Italian (it): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrati o accedi',
  'b2b.main.continue': 'Continua',
  'b2b.main.invalidEmail': 'Il formato dell’indirizzo email non è valido.',
  'b2b.main.or': 'oppure',
  'b2b.main.sso': 'Usa il Single Sign-On',
  'b2b.main.password': 'Usa invece una password',
  'b2b.main.signingIn': 'Accesso in corso…',
  'b2b.signedIn.title': 'Fatto!',
  'b2b.signedIn.body': 'Accesso eseguito.',
  'b2b.signedIn.bodyWithOrganization': 'Hai eseguito l’accesso a {organization}.',
  'b2b.primaryRequired.title': 'È richiesto un altro metodo di accesso',
  'b2b.primaryRequired.body': '{organization} richiede un altro metodo di accesso. Torna indietro e scegline uno consentito.',
  'b2b.primaryRequired.goBack': 'Torna indietro',
};

export default texts;
