/** Lithuanian (lt): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Slaptažodis',
  'b2b.password.newField': 'Naujas slaptažodis',
  'b2b.password.show': 'Rodyti slaptažodį',
  'b2b.password.required': 'Įveskite slaptažodį.',
  'b2b.password.loginTitle': 'Prisijunkite el. paštu ir slaptažodžiu',
  'b2b.password.loginOrganization': 'Prisijungimas prie organizacijos {organization}',
  'b2b.password.forgot': 'Pamiršote slaptažodį?',
  'b2b.password.forgotTitle': 'Nustatykite slaptažodį iš naujo',
  'b2b.password.forgotOrganization': 'El. paštu atsiųsime prisijungimo nuorodą, kuria galėsite tiesiogiai prisijungti prie paskyros arba, jei turite slaptažodį, nustatyti jį iš naujo.',
  'b2b.password.forgotDiscovery': 'El. paštu atsiųsime patvirtinimo nuorodą, kuria galėsite užsiregistruoti arba, jei turite slaptažodį, nustatyti jį iš naujo.',
  'b2b.password.noPasswordTitle': 'Nustatykite slaptažodį el. paštu',
  'b2b.password.noPasswordBody': 'Dar neturite slaptažodžio. El. paštu atsiųsime nuorodą jam nustatyti.',
  'b2b.password.breachedTitle': 'Pasirinkite naują slaptažodį',
  'b2b.password.breachedBody': 'El. paštu atsiųsime nuorodą, kuria galėsite pasirinkti naują slaptažodį, kurio nenaudojote kitur.',
  'b2b.password.sendLink': 'Atsiųsti nuorodą el. paštu',
  'b2b.password.sentTitle': 'Patikrinkite el. paštą',
  'b2b.password.sentBody': 'Slaptažodžio nustatymo iš naujo nuorodą išsiuntėme adresu {email}.',
  'b2b.password.didntGetIt': 'Negavote laiško?',
  'b2b.password.resend': 'Siųsti laišką dar kartą',
  'b2b.password.resent': 'Laiškas išsiųstas dar kartą',
  'b2b.password.setNewTitle': 'Nustatykite naują slaptažodį',
  'b2b.password.setNewBody': 'Pasirinkite naują paskyros slaptažodį.',
  'b2b.password.noToken': 'Šis puslapis atidarytas be slaptažodžio nustatymo iš naujo nuorodos. Dar kartą atidarykite nuorodą iš el. laiško.',
  'b2b.password.strengthScore': 'Slaptažodžio stiprumas: {score} iš 4.',
  'b2b.password.accepted': 'Slaptažodis priimtas.',
  'b2b.password.notAccepted': 'Slaptažodis nepriimtas.',
  'b2b.password.requirementsLabel': 'Slaptažodžio reikalavimai',
  'b2b.password.requirementMet': 'Įvykdyta:',
  'b2b.password.requirementUnmet': 'Dar neįvykdyta:',
  'b2b.password.minimumLength': { one: 'Turi sudaryti bent {count} simbolis', few: 'Turi sudaryti bent {count} simboliai', many: 'Turi sudaryti bent {count} simbolio', other: 'Turi sudaryti bent {count} simbolių' },
  'b2b.password.complexity': { one: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', few: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', many: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', other: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis' },
  'b2b.password.breached': 'Šis slaptažodis galėjo būti naudojamas kitoje svetainėje, kurioje įvyko saugumo incidentas. Pasirinkite kitą slaptažodį.',
};

export default texts;
