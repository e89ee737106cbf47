/** Czech (cs): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Heslo',
  'password.newPassword': 'Nové heslo',
  'password.showPassword': 'Zobrazit heslo',
  'password.createTitle': 'Vytvořte si účet',
  'password.createBody': 'Zvolte heslo pro {email}.',
  'password.loginTitle': 'Přihlášení',
  'password.loginBody': 'Zadejte heslo pro {email}.',
  'password.forgot': 'Zapomněli jste heslo?',
  'password.createInstead': 'Vytvořit heslo',
  'password.emailLinkInstead': 'Poslat přihlašovací odkaz e-mailem',
  'password.emailCodeInstead': 'Poslat přihlašovací kód e-mailem',
  'password.strengthLabel': 'Síla hesla',
  'password.strength.veryWeak': 'Velmi slabé',
  'password.strength.weak': 'Slabé',
  'password.strength.strong': 'Silné',
  'password.strength.veryStrong': 'Velmi silné',
  'password.requirementsLabel': 'Požadavky na heslo',
  'password.requirementMet': 'Splněno:',
  'password.requirementUnmet': 'Zatím nesplněno:',
  'password.luds.length': { one: 'Alespoň {count} znak', few: 'Alespoň {count} znaky', many: 'Alespoň {count} znaku', other: 'Alespoň {count} znaků' },
  'password.luds.complexity': { one: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', few: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', many: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', other: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol' },
  'password.luds.breached': 'Toto heslo mohlo být použito na jiném webu, kde došlo k bezpečnostnímu incidentu. Zvolte jiné heslo.',
  'password.forgotTitle': 'Zkontrolujte e-mail, poslali jsme vám pokyny k přihlášení!',
  'password.forgotBody': 'Na adresu {email} jsme poslali e-mail s odkazem pro obnovení hesla. Otevřete odkaz a zvolte nové heslo.',
  'password.setNewTitle': 'Zkontrolujte e-mail!',
  'password.setNewBody': 'Na adresu {email} jsme poslali e-mail. Otevřete odkaz v něm a nastavte si heslo k účtu.',
  'password.dedupeTitle': 'Zkontrolujte e-mail a nastavte si nové heslo',
  'password.dedupeBody': 'Chceme mít jistotu, že je váš účet zabezpečený a že se přihlašujete opravdu vy! Na adresu {email} jsme poslali e-mail. Otevřete odkaz v něm a nastavte si nové heslo.',
  'password.breachedTitle': 'Zkontrolujte e-mail a obnovte si heslo',
  'password.breachedBody': 'Kvůli ochraně vašeho účtu jsme na adresu {email} poslali e-mail. Otevřete odkaz v něm a zvolte nové heslo, které jinde nepoužíváte.',
  'password.didntGetIt': 'Nepřišel vám?',
  'password.resend': 'Poslat znovu',
  'password.emailResent': 'E-mail byl znovu odeslán',
  'password.loggingIn': 'Přihlašování…',
  'password.resetTitle': 'Obnovení hesla',
  'password.resetBody': 'Zvolte nové heslo ke svému účtu.',
  'password.requestNewBody': 'Zadejte svou e-mailovou adresu a my vám pošleme nový odkaz.',
  'password.sendNewEmail': 'Poslat nový e-mail',
  'password.confirmationTitle': 'Hotovo!',
  'password.confirmationBody': 'Úspěšně jste se přihlásili.',
};

export default texts;
