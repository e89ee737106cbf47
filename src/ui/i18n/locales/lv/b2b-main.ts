/** Latvian (lv): the B2B widget's first screen. docs/i18n.md */
import type { B2B_MAIN_MESSAGES } from '../../../flows/b2b/b2b-main/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_MAIN_MESSAGES> = {
  'b2b.main.title': 'Reģistrējieties vai pierakstieties',
  'b2b.main.continue': 'Turpināt',
  'b2b.main.invalidEmail': 'Nederīgs e-pasta formāts.',
  'b2b.main.or': 'vai',
  'b2b.main.sso': 'Izmantot vienoto pierakstīšanos',
  'b2b.main.password': 'Tā vietā izmantot paroli',
  'b2b.main.signingIn': 'Notiek pierakstīšanās…',
  'b2b.signedIn.title': 'Izdevās!',
  'b2b.signedIn.body': 'Pierakstīšanās bija veiksmīga.',
  'b2b.signedIn.bodyWithOrganization': 'Pierakstīšanās organizācijā {organization} bija veiksmīga.',
  'b2b.primaryRequired.title': 'Nepieciešams cits pierakstīšanās veids',
  'b2b.primaryRequired.body': 'Organizācija {organization} pieprasa pierakstīties citā veidā. Atgriezieties un izvēlieties kādu no atļautajiem veidiem.',
  'b2b.primaryRequired.goBack': 'Atgriezties',
};

export default texts;
