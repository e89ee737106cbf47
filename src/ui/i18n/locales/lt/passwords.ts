/** Lithuanian (lt): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Slaptažodis',
  'password.newPassword': 'Naujas slaptažodis',
  'password.showPassword': 'Rodyti slaptažodį',
  'password.createTitle': 'Susikurkite paskyrą',
  'password.createBody': 'Pasirinkite slaptažodį, skirtą {email}.',
  'password.loginTitle': 'Prisijunkite',
  'password.loginBody': 'Įveskite slaptažodį, skirtą {email}.',
  'password.forgot': 'Pamiršote slaptažodį?',
  'password.createInstead': 'Verčiau sukurti slaptažodį',
  'password.emailLinkInstead': 'Atsiųsti prisijungimo nuorodą el. paštu',
  'password.emailCodeInstead': 'Atsiųsti prisijungimo kodą el. paštu',
  'password.strengthLabel': 'Slaptažodžio stiprumas',
  'password.strength.veryWeak': 'Labai silpnas',
  'password.strength.weak': 'Silpnas',
  'password.strength.strong': 'Stiprus',
  'password.strength.veryStrong': 'Labai stiprus',
  'password.requirementsLabel': 'Slaptažodžio reikalavimai',
  'password.requirementMet': 'Įvykdyta:',
  'password.requirementUnmet': 'Dar neįvykdyta:',
  'password.luds.length': { one: 'Turi sudaryti bent {count} simbolis', few: 'Turi sudaryti bent {count} simboliai', many: 'Turi sudaryti bent {count} simbolio', other: 'Turi sudaryti bent {count} simbolių' },
  'password.luds.complexity': { one: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', few: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', many: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis', other: 'Turi būti {count} iš šių elementų: didžioji raidė, mažoji raidė, skaitmuo, simbolis' },
  'password.luds.breached': 'Šis slaptažodis galėjo būti naudojamas kitoje svetainėje, kurioje įvyko saugumo incidentas. Pasirinkite kitą slaptažodį.',
  'password.forgotTitle': 'Pagalbos prisijungiant ieškokite el. pašte!',
  'password.forgotBody': 'Adresu {email} išsiuntėme el. laišką su slaptažodžio nustatymo iš naujo nuoroda. Atidarykite nuorodą ir pasirinkite naują slaptažodį.',
  'password.setNewTitle': 'Patikrinkite el. paštą!',
  'password.setNewBody': 'Adresu {email} išsiuntėme el. laišką. Atidarykite jame esančią nuorodą ir nustatykite paskyros slaptažodį.',
  'password.dedupeTitle': 'Patikrinkite el. paštą ir nustatykite naują slaptažodį',
  'password.dedupeBody': 'Norime įsitikinti, kad jūsų paskyra saugi ir kad tikrai jungiatės jūs! Adresu {email} išsiuntėme el. laišką. Atidarykite jame esančią nuorodą ir nustatykite naują slaptažodį.',
  'password.breachedTitle': 'Patikrinkite el. paštą ir nustatykite slaptažodį iš naujo',
  'password.breachedBody': 'Siekdami apsaugoti jūsų paskyrą, adresu {email} išsiuntėme el. laišką. Atidarykite jame esančią nuorodą ir pasirinkite naują slaptažodį, kurio nenaudojote kitur.',
  'password.didntGetIt': 'Negavote laiško?',
  'password.resend': 'Siųsti laišką dar kartą',
  'password.emailResent': 'Laiškas išsiųstas dar kartą',
  'password.loggingIn': 'Prisijungiama…',
  'password.resetTitle': 'Nustatykite slaptažodį iš naujo',
  'password.resetBody': 'Pasirinkite naują paskyros slaptažodį.',
  'password.requestNewBody': 'Įveskite el. pašto adresą ir atsiųsime jums naują nuorodą.',
  'password.sendNewEmail': 'Siųsti naują laišką',
  'password.confirmationTitle': 'Pavyko!',
  'password.confirmationBody': 'Sėkmingai prisijungėte.',
};

export default texts;
