/** Latvian (lv): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Parole',
  'password.newPassword': 'Jaunā parole',
  'password.showPassword': 'Rādīt paroli',
  'password.createTitle': 'Izveidojiet kontu',
  'password.createBody': 'Izvēlieties paroli adresei {email}.',
  'password.loginTitle': 'Pierakstīšanās',
  'password.loginBody': 'Ievadiet paroli adresei {email}.',
  'password.forgot': 'Aizmirsāt paroli?',
  'password.createInstead': 'Tā vietā izveidot paroli',
  'password.emailLinkInstead': 'Nosūtīt pierakstīšanās saiti uz e-pastu',
  'password.emailCodeInstead': 'Nosūtīt pierakstīšanās kodu uz e-pastu',
  'password.strengthLabel': 'Paroles stiprums',
  'password.strength.veryWeak': 'Ļoti vāja',
  'password.strength.weak': 'Vāja',
  'password.strength.strong': 'Stipra',
  'password.strength.veryStrong': 'Ļoti stipra',
  'password.requirementsLabel': 'Paroles prasības',
  'password.requirementMet': 'Izpildīts:',
  'password.requirementUnmet': 'Vēl nav izpildīts:',
  'password.luds.length': { zero: 'Jāsatur vismaz {count} rakstzīmes', one: 'Jāsatur vismaz {count} rakstzīme', other: 'Jāsatur vismaz {count} rakstzīmes' },
  'password.luds.complexity': { zero: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols', one: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols', other: 'Jāsatur {count} no šiem elementiem: lielais burts, mazais burts, cipars, simbols' },
  'password.luds.breached': 'Šī parole, iespējams, ir izmantota citā vietnē, kurā noticis drošības incidents. Izvēlieties citu paroli.',
  'password.forgotTitle': 'Palīdzību pierakstīšanās veikšanai nosūtījām uz jūsu e-pastu!',
  'password.forgotBody': 'Uz adresi {email} nosūtījām e-pasta ziņojumu ar paroles atiestatīšanas saiti. Atveriet saiti un izvēlieties jaunu paroli.',
  'password.setNewTitle': 'Pārbaudiet e-pastu!',
  'password.setNewBody': 'Uz adresi {email} nosūtījām e-pasta ziņojumu. Atveriet tajā esošo saiti un iestatiet sava konta paroli.',
  'password.dedupeTitle': 'Pārbaudiet e-pastu, lai iestatītu jaunu paroli',
  'password.dedupeBody': 'Vēlamies pārliecināties, ka jūsu konts ir drošs un ka tiešām pierakstāties jūs! Uz adresi {email} nosūtījām e-pasta ziņojumu. Atveriet tajā esošo saiti un iestatiet jaunu paroli.',
  'password.breachedTitle': 'Pārbaudiet e-pastu, lai atiestatītu paroli',
  'password.breachedBody': 'Lai aizsargātu jūsu kontu, uz adresi {email} nosūtījām e-pasta ziņojumu. Atveriet tajā esošo saiti un izvēlieties jaunu paroli, kas nav izmantota citur.',
  'password.didntGetIt': 'Nesaņēmāt ziņojumu?',
  'password.resend': 'Sūtīt e-pastu vēlreiz',
  'password.emailResent': 'E-pasts nosūtīts vēlreiz',
  'password.loggingIn': 'Notiek pierakstīšanās…',
  'password.resetTitle': 'Atiestatiet paroli',
  'password.resetBody': 'Izvēlieties jaunu sava konta paroli.',
  'password.requestNewBody': 'Ievadiet savu e-pasta adresi, un mēs jums nosūtīsim jaunu saiti.',
  'password.sendNewEmail': 'Sūtīt jaunu e-pastu',
  'password.confirmationTitle': 'Izdevās!',
  'password.confirmationBody': 'Pierakstīšanās bija veiksmīga.',
};

export default texts;
