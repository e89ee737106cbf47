/** Slovak (sk): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Zaregistrujte sa alebo sa prihláste',
  'b2b.main.continue': 'Pokračovať',
  'b2b.main.invalidEmail': 'Formát e-mailu je neplatný.',
  'b2b.main.or': 'alebo',
  'b2b.main.sso': 'Použiť jednotné prihlásenie',
  'b2b.main.password': 'Radšej použiť heslo',
  'b2b.main.signingIn': 'Prihlasuje sa…',
  'b2b.signedIn.title': 'Hotovo!',
  'b2b.signedIn.body': 'Úspešne ste sa prihlásili.',
  'b2b.signedIn.bodyWithOrganization': 'Úspešne ste sa prihlásili do organizácie {organization}.',
  'b2b.primaryRequired.title': 'Vyžaduje sa iný spôsob prihlásenia',
  'b2b.primaryRequired.body': 'Organizácia {organization} vyžaduje, aby ste sa prihlásili iným spôsobom. Vráťte sa a vyberte spôsob, ktorý povoľuje.',
  'b2b.primaryRequired.goBack': 'Vrátiť sa',
};

export default texts;
