/** Romanian (ro): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Parolă',
  'b2b.password.newField': 'Parolă nouă',
  'b2b.password.show': 'Afișați parola',
  'b2b.password.required': 'Introduceți parola.',
  'b2b.password.loginTitle': 'Conectați-vă cu e-mail și parolă',
  'b2b.password.loginOrganization': 'Conectați-vă la {organization}',
  'b2b.password.forgot': 'Ați uitat parola?',
  'b2b.password.forgotTitle': 'Resetați parola',
  'b2b.password.forgotOrganization': 'Vă vom trimite prin e-mail un link de conectare, cu care vă puteți conecta direct la cont sau vă puteți reseta parola, dacă aveți una.',
  'b2b.password.forgotDiscovery': 'Vă vom trimite prin e-mail un link de verificare, cu care vă puteți înregistra pentru un cont sau vă puteți reseta parola, dacă aveți una.',
  'b2b.password.noPasswordTitle': 'Setați o parolă prin e-mail',
  'b2b.password.noPasswordBody': 'Nu aveți încă o parolă. Vă vom trimite prin e-mail un link pentru a seta una.',
  'b2b.password.breachedTitle': 'Alegeți o parolă nouă',
  'b2b.password.breachedBody': 'Vă vom trimite prin e-mail un link pentru a alege o parolă nouă, pe care nu ați mai folosit-o în altă parte.',
  'b2b.password.sendLink': 'Trimiteți-mi linkul prin e-mail',
  'b2b.password.sentTitle': 'Verificați-vă e-mailul',
  'b2b.password.sentBody': 'Am trimis la {email} un link pentru resetarea parolei.',
  'b2b.password.didntGetIt': 'Nu l-ați primit?',
  'b2b.password.resend': 'Retrimiteți e-mailul',
  'b2b.password.resent': 'E-mail retrimis',
  'b2b.password.setNewTitle': 'Setați o parolă nouă',
  'b2b.password.setNewBody': 'Alegeți o parolă nouă pentru contul dvs.',
  'b2b.password.noToken': 'Această pagină a fost deschisă fără un link de resetare a parolei. Deschideți din nou linkul din e-mail.',
  'b2b.password.strengthScore': 'Puterea parolei: {score} din 4.',
  'b2b.password.accepted': 'Parolă acceptată.',
  'b2b.password.notAccepted': 'Parola nu a fost acceptată.',
  'b2b.password.requirementsLabel': 'Cerințe pentru parolă',
  'b2b.password.requirementMet': 'Îndeplinită:',
  'b2b.password.requirementUnmet': 'Neîndeplinită încă:',
  'b2b.password.minimumLength': { one: 'Trebuie să aibă cel puțin {count} caracter', few: 'Trebuie să aibă cel puțin {count} caractere', other: 'Trebuie să aibă cel puțin {count} de caractere' },
  'b2b.password.complexity': { one: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol', few: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol', other: 'Trebuie să conțină {count} dintre următoarele: literă mare, literă mică, cifră, simbol' },
  'b2b.password.breached': 'Este posibil ca această parolă să fi fost folosită pe alt site care a avut o problemă de securitate. Alegeți altă parolă.',
};

export default texts;
