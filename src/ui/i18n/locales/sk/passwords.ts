/** Slovak (sk): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Heslo',
  'password.newPassword': 'Nové heslo',
  'password.showPassword': 'Zobraziť heslo',
  'password.createTitle': 'Vytvorte si účet',
  'password.createBody': 'Zvoľte heslo pre {email}.',
  'password.loginTitle': 'Prihláste sa',
  'password.loginBody': 'Zadajte heslo pre {email}.',
  'password.forgot': 'Zabudli ste heslo?',
  'password.createInstead': 'Radšej si vytvoriť heslo',
  'password.emailLinkInstead': 'Poslať prihlasovací odkaz e-mailom',
  'password.emailCodeInstead': 'Poslať prihlasovací kód e-mailom',
  'password.strengthLabel': 'Sila hesla',
  'password.strength.veryWeak': 'Veľmi slabé',
  'password.strength.weak': 'Slabé',
  'password.strength.strong': 'Silné',
  'password.strength.veryStrong': 'Veľmi silné',
  'password.requirementsLabel': 'Požiadavky na heslo',
  'password.requirementMet': 'Splnené:',
  'password.requirementUnmet': 'Zatiaľ nesplnené:',
  'password.luds.length': { one: 'Musí mať aspoň {count} znak', few: 'Musí mať aspoň {count} znaky', many: 'Musí mať aspoň {count} znaku', other: 'Musí mať aspoň {count} znakov' },
  'password.luds.complexity': { one: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', few: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', many: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol', other: 'Musí obsahovať {count} z týchto prvkov: veľké písmeno, malé písmeno, číslica, symbol' },
  'password.luds.breached': 'Toto heslo mohlo byť použité na inej stránke, na ktorej došlo k bezpečnostnému incidentu. Zvoľte iné heslo.',
  'password.forgotTitle': 'Pomoc s prihlásením nájdete v e-maile!',
  'password.forgotBody': 'Na adresu {email} sme poslali e-mail s odkazom na obnovenie hesla. Pomocou odkazu si zvoľte nové heslo.',
  'password.setNewTitle': 'Skontrolujte si e-mail!',
  'password.setNewBody': 'Na adresu {email} sme poslali e-mail. Pomocou odkazu v ňom si nastavte heslo k účtu.',
  'password.dedupeTitle': 'Skontrolujte si e-mail a nastavte nové heslo',
  'password.dedupeBody': 'Chceme mať istotu, že je váš účet zabezpečený a že sa prihlasujete naozaj vy. Na adresu {email} sme poslali e-mail. Pomocou odkazu v ňom si nastavte nové heslo.',
  'password.breachedTitle': 'Skontrolujte si e-mail a obnovte heslo',
  'password.breachedBody': 'V záujme ochrany vášho účtu sme na adresu {email} poslali e-mail. Pomocou odkazu v ňom si zvoľte nové heslo, ktoré ste inde nepoužili.',
  'password.didntGetIt': 'Neprišiel vám e-mail?',
  'password.resend': 'Odoslať e-mail znova',
  'password.emailResent': 'E-mail bol znova odoslaný',
  'password.loggingIn': 'Prihlasuje sa…',
  'password.resetTitle': 'Obnovte si heslo',
  'password.resetBody': 'Zvoľte nové heslo k účtu.',
  'password.requestNewBody': 'Zadajte e-mailovú adresu a pošleme vám nový odkaz.',
  'password.sendNewEmail': 'Poslať nový e-mail',
  'password.confirmationTitle': 'Hotovo!',
  'password.confirmationBody': 'Úspešne ste sa prihlásili.',
};

export default texts;
