/** Norwegian Bokmål (nb): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Registrer deg eller logg inn',
  'b2b.main.continue': 'Fortsett',
  'b2b.main.invalidEmail': 'Formatet på e-postadressen er ugyldig.',
  'b2b.main.or': 'eller',
  'b2b.main.sso': 'Bruk enkel pålogging',
  'b2b.main.password': 'Bruk et passord i stedet',
  'b2b.main.signingIn': 'Logger inn …',
  'b2b.signedIn.title': 'Fullført!',
  'b2b.signedIn.body': 'Du er nå logget inn.',
  'b2b.signedIn.bodyWithOrganization': 'Du er nå logget inn på {organization}.',
  'b2b.primaryRequired.title': 'En annen påloggingsmetode kreves',
  'b2b.primaryRequired.body': '{organization} krever at du logger inn på en annen måte. Gå tilbake og velg en tillatt metode.',
  'b2b.primaryRequired.goBack': 'Gå tilbake',
};

export default texts;
