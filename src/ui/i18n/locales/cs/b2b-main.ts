/** Czech (cs): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrace nebo přihlášení',
  'b2b.main.continue': 'Pokračovat',
  'b2b.main.invalidEmail': 'Neplatný formát e-mailové adresy.',
  'b2b.main.or': 'nebo',
  'b2b.main.sso': 'Použít jednotné přihlášení',
  'b2b.main.password': 'Použít heslo',
  'b2b.main.signingIn': 'Přihlašování…',
  'b2b.signedIn.title': 'Hotovo!',
  'b2b.signedIn.body': 'Úspěšně jste se přihlásili.',
  'b2b.signedIn.bodyWithOrganization': 'Úspěšně jste se přihlásili do organizace {organization}.',
  'b2b.primaryRequired.title': 'Je nutný jiný způsob přihlášení',
  'b2b.primaryRequired.body': 'Organizace {organization} vyžaduje přihlášení jiným způsobem. Vraťte se zpět a zvolte některý z povolených.',
  'b2b.primaryRequired.goBack': 'Zpět',
};

export default texts;
