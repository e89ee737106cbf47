/** Czech (cs): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Heslo',
  'b2b.password.newField': 'Nové heslo',
  'b2b.password.show': 'Zobrazit heslo',
  'b2b.password.required': 'Zadejte heslo.',
  'b2b.password.loginTitle': 'Přihlášení e-mailem a heslem',
  'b2b.password.loginOrganization': 'Přihlášení do organizace {organization}',
  'b2b.password.forgot': 'Zapomněli jste heslo?',
  'b2b.password.forgotTitle': 'Obnovení hesla',
  'b2b.password.forgotOrganization': 'Pošleme vám e-mailem přihlašovací odkaz, kterým se přihlásíte přímo ke svému účtu nebo si obnovíte heslo, pokud ho máte.',
  'b2b.password.forgotDiscovery': 'Pošleme vám e-mailem ověřovací odkaz, kterým si založíte účet nebo obnovíte heslo, pokud ho máte.',
  'b2b.password.noPasswordTitle': 'Nastavení hesla přes e-mail',
  'b2b.password.noPasswordBody': 'Zatím nemáte heslo. Pošleme vám e-mailem odkaz, kterým si ho nastavíte.',
  'b2b.password.breachedTitle': 'Zvolte nové heslo',
  'b2b.password.breachedBody': 'Pošleme vám e-mailem odkaz, kterým si zvolíte nové heslo, jež jinde nepoužíváte.',
  'b2b.password.sendLink': 'Poslat odkaz e-mailem',
  'b2b.password.sentTitle': 'Zkontrolujte e-mail',
  'b2b.password.sentBody': 'Na adresu {email} jsme poslali odkaz pro obnovení hesla.',
  'b2b.password.didntGetIt': 'Nepřišel vám?',
  'b2b.password.resend': 'Poslat znovu',
  'b2b.password.resent': 'E-mail byl znovu odeslán',
  'b2b.password.setNewTitle': 'Nastavte nové heslo',
  'b2b.password.setNewBody': 'Zvolte nové heslo ke svému účtu.',
  'b2b.password.noToken': 'Tato stránka byla otevřena bez odkazu pro obnovení hesla. Otevřete znovu odkaz z e-mailu.',
  'b2b.password.strengthScore': 'Síla hesla: {score} ze 4.',
  'b2b.password.accepted': 'Heslo přijato.',
  'b2b.password.notAccepted': 'Heslo nepřijato.',
  'b2b.password.requirementsLabel': 'Požadavky na heslo',
  'b2b.password.requirementMet': 'Splněno:',
  'b2b.password.requirementUnmet': 'Zatím nesplněno:',
  'b2b.password.minimumLength': { one: 'Alespoň {count} znak', few: 'Alespoň {count} znaky', many: 'Alespoň {count} znaku', other: 'Alespoň {count} znaků' },
  'b2b.password.complexity': { one: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', few: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', many: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol', other: 'Musí obsahovat {count} z následujících: velké písmeno, malé písmeno, číslici, symbol' },
  'b2b.password.breached': 'Toto heslo mohlo být použito na jiném webu, kde došlo k bezpečnostnímu incidentu. Zvolte jiné heslo.',
};

export default texts;
