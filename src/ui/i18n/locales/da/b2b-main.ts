/** Danish (da): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Tilmeld dig eller log ind',
  'b2b.main.continue': 'Fortsæt',
  'b2b.main.invalidEmail': 'E-mailadressens format er ugyldigt.',
  'b2b.main.or': 'eller',
  'b2b.main.sso': 'Brug single sign-on',
  'b2b.main.password': 'Brug en adgangskode i stedet',
  'b2b.main.signingIn': 'Logger ind…',
  'b2b.signedIn.title': 'Det lykkedes!',
  'b2b.signedIn.body': 'Du er nu logget ind.',
  'b2b.signedIn.bodyWithOrganization': 'Du er nu logget ind på {organization}.',
  'b2b.primaryRequired.title': 'Der kræves en anden loginmetode',
  'b2b.primaryRequired.body': '{organization} kræver, at du logger ind på en anden måde. Gå tilbage, og vælg en tilladt metode.',
  'b2b.primaryRequired.goBack': 'Gå tilbage',
};

export default texts;
