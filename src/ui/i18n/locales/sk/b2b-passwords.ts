/** Slovak (sk): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Heslo',
  'b2b.password.newField': 'Nové heslo',
  'b2b.password.show': 'Zobraziť heslo',
  'b2b.password.required': 'Zadajte heslo.',
  'b2b.password.loginTitle': 'Prihláste sa e-mailom a heslom',
  'b2b.password.loginOrganization': 'Prihlásenie do organizácie {organization}',
  'b2b.password.forgot': 'Zabudli ste heslo?',
  'b2b.password.forgotTitle': 'Obnovte si heslo',
  'b2b.password.forgotOrganization': 'E-mailom vám pošleme prihlasovací odkaz, pomocou ktorého sa prihlásite priamo do účtu alebo si obnovíte heslo, ak ho máte.',
  'b2b.password.forgotDiscovery': 'E-mailom vám pošleme overovací odkaz, pomocou ktorého si vytvoríte účet alebo obnovíte heslo, ak ho máte.',
  'b2b.password.noPasswordTitle': 'Nastavte si heslo cez e-mail',
  'b2b.password.noPasswordBody': 'Zatiaľ nemáte heslo. E-mailom vám pošleme odkaz na jeho nastavenie.',
  'b2b.password.breachedTitle': 'Zvoľte nové heslo',
  'b2b.password.breachedBody': 'E-mailom vám pošleme odkaz, pomocou ktorého si zvolíte nové heslo, ktoré ste inde nepoužili.',
  'b2b.password.sendLink': 'Poslať odkaz e-mailom',
  'b2b.password.sentTitle': 'Skontrolujte si e-mail',
  'b2b.password.sentBody': 'Odkaz na obnovenie hesla sme vám poslali na adresu {email}.',
  'b2b.password.didntGetIt': 'Neprišiel vám e-mail?',
  'b2b.password.resend': 'Odoslať e-mail znova',
  'b2b.password.resent': 'E-mail bol znova odoslaný',
  'b2b.password.setNewTitle': 'Nastavte si nové heslo',
  'b2b.password.setNewBody': 'Zvoľte nové heslo k účtu.',
  'b2b.password.noToken': 'Táto stránka bola otvorená bez odkazu na obnovenie hesla. Znova otvorte odkaz z e-mailu.',
  'b2b.password.strengthScore': 'Sila hesla: {score} zo 4.',
  'b2b.password.accepted': 'Heslo vyhovuje.',
  'b2b.password.notAccepted': 'Heslo nevyhovuje.',
  'b2b.password.requirementsLabel': 'Požiadavky na heslo',
  'b2b.password.requirementMet': 'Splnené:',
  'b2b.password.requirementUnmet': 'Zatiaľ nesplnené:',
  'b2b.password.minimumLength': { one: 'Musí mať aspoň {count} znak', few: 'Musí mať aspoň {count} znaky', many: 'Musí mať aspoň {count} znaku', other: 'Musí mať aspoň {count} znakov' },
  'b2b.password.complexity': { one: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', few: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', many: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', other: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol' },
  'b2b.password.breached': 'Toto heslo mohlo byť použité na inej stránke, na ktorej došlo k bezpečnostnému incidentu. Zvoľte iné heslo.',
};

export default texts;
