/** Latvian (lv): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Parole',
  'b2b.password.newField': 'Jaunā parole',
  'b2b.password.show': 'Rādīt paroli',
  'b2b.password.required': 'Ievadiet paroli.',
  'b2b.password.loginTitle': 'Pierakstieties ar e-pastu un paroli',
  'b2b.password.loginOrganization': 'Pierakstīšanās organizācijā {organization}',
  'b2b.password.forgot': 'Aizmirsāt paroli?',
  'b2b.password.forgotTitle': 'Atiestatiet paroli',
  'b2b.password.forgotOrganization': 'Mēs jums nosūtīsim e-pastā pierakstīšanās saiti, ar kuru varēsiet tieši pierakstīties kontā vai atiestatīt paroli, ja tāda jums ir.',
  'b2b.password.forgotDiscovery': 'Mēs jums nosūtīsim e-pastā verifikācijas saiti, ar kuru varēsiet reģistrēties vai atiestatīt paroli, ja tāda jums ir.',
  'b2b.password.noPasswordTitle': 'Iestatiet paroli, izmantojot e-pastu',
  'b2b.password.noPasswordBody': 'Jums vēl nav paroles. Mēs jums nosūtīsim e-pastā saiti tās iestatīšanai.',
  'b2b.password.breachedTitle': 'Izvēlieties jaunu paroli',
  'b2b.password.breachedBody': 'Mēs jums nosūtīsim e-pastā saiti, ar kuru varēsiet izvēlēties jaunu paroli, kas nav izmantota citur.',
  'b2b.password.sendLink': 'Nosūtīt saiti uz e-pastu',
  'b2b.password.sentTitle': 'Pārbaudiet e-pastu',
  'b2b.password.sentBody': 'Paroles atiestatīšanas saite tika nosūtīta uz adresi {email}.',
  'b2b.password.didntGetIt': 'Nesaņēmāt ziņojumu?',
  'b2b.password.resend': 'Sūtīt e-pastu vēlreiz',
  'b2b.password.resent': 'E-pasts nosūtīts vēlreiz',
  'b2b.password.setNewTitle': 'Iestatiet jaunu paroli',
  'b2b.password.setNewBody': 'Izvēlieties jaunu sava konta paroli.',
  'b2b.password.noToken': 'Šī lapa tika atvērta bez paroles atiestatīšanas saites. Vēlreiz atveriet saiti no e-pasta ziņojuma.',
  'b2b.password.strengthScore': 'Paroles stiprums: {score} no 4.',
  'b2b.password.accepted': 'Parole ir pieņemta.',
  'b2b.password.notAccepted': 'Parole nav pieņemta.',
  'b2b.password.requirementsLabel': 'Paroles prasības',
  'b2b.password.requirementMet': 'Izpildīts:',
  'b2b.password.requirementUnmet': 'Vēl nav izpildīts:',
  'b2b.password.minimumLength': { zero: 'Jāsatur vismaz {count} rakstzīmes', one: 'Jāsatur vismaz {count} rakstzīme', other: 'Jāsatur vismaz {count} rakstzīmes' },
  'b2b.password.complexity': { zero: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols', one: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols', other: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols' },
  'b2b.password.breached': 'Šī parole, iespējams, ir izmantota citā vietnē, kurā noticis drošības incidents. Izvēlieties citu paroli.',
};

export default texts;
