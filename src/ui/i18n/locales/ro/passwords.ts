/** Romanian (ro): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Parolă',
  'password.newPassword': 'Parolă nouă',
  'password.showPassword': 'Afișați parola',
  'password.createTitle': 'Creați un cont',
  'password.createBody': 'Alegeți o parolă pentru {email}.',
  'password.loginTitle': 'Conectați-vă',
  'password.loginBody': 'Introduceți parola pentru {email}.',
  'password.forgot': 'Ați uitat parola?',
  'password.createInstead': 'Creați o parolă în schimb',
  'password.emailLinkInstead': 'Trimiteți-mi un link de conectare prin e-mail',
  'password.emailCodeInstead': 'Trimiteți-mi un cod de conectare prin e-mail',
  'password.strengthLabel': 'Puterea parolei',
  'password.strength.veryWeak': 'Foarte slabă',
  'password.strength.weak': 'Slabă',
  'password.strength.strong': 'Puternică',
  'password.strength.veryStrong': 'Foarte puternică',
  'password.requirementsLabel': 'Cerințe pentru parolă',
  'password.requirementMet': 'Îndeplinită:',
  'password.requirementUnmet': 'Neîndeplinită încă:',
  'password.luds.length': { one: 'Trebuie să aibă cel puțin {count} caracter', few: 'Trebuie să aibă cel puțin {count} caractere', other: 'Trebuie să aibă cel puțin {count} de caractere' },
  'password.luds.complexity': { one: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol', few: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol', other: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol' },
  'password.luds.breached': 'Este posibil ca această parolă să fi fost folosită pe alt site care a avut o problemă de securitate. Alegeți altă parolă.',
  'password.forgotTitle': 'Verificați-vă e-mailul pentru ajutor la conectare!',
  'password.forgotBody': 'Am trimis la {email} un e-mail cu un link pentru resetarea parolei. Accesați linkul pentru a alege o parolă nouă.',
  'password.setNewTitle': 'Verificați-vă e-mailul!',
  'password.setNewBody': 'Am trimis un e-mail la {email}. Accesați linkul din acesta pentru a seta o parolă pentru contul dvs.',
  'password.dedupeTitle': 'Verificați-vă e-mailul pentru a seta o parolă nouă',
  'password.dedupeBody': 'Vrem să ne asigurăm că acest cont este în siguranță și că într-adevăr dvs. vă conectați! Am trimis un e-mail la {email}. Accesați linkul din acesta pentru a seta o parolă nouă.',
  'password.breachedTitle': 'Verificați-vă e-mailul pentru a reseta parola',
  'password.breachedBody': 'Pentru siguranța contului dvs., am trimis un e-mail la {email}. Accesați linkul din acesta pentru a alege o parolă nouă, pe care nu ați mai folosit-o în altă parte.',
  'password.didntGetIt': 'Nu l-ați primit?',
  'password.resend': 'Retrimiteți e-mailul',
  'password.emailResent': 'E-mail retrimis',
  'password.loggingIn': 'Se realizează conectarea...',
  'password.resetTitle': 'Resetați parola',
  'password.resetBody': 'Alegeți o parolă nouă pentru contul dvs.',
  'password.requestNewBody': 'Introduceți adresa de e-mail și vă vom trimite un link nou.',
  'password.sendNewEmail': 'Trimiteți un e-mail nou',
  'password.confirmationTitle': 'Gata!',
  'password.confirmationBody': 'V-ați conectat cu succes.',
};

export default texts;
