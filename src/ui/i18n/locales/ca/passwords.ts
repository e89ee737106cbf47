/** Catalan (ca): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Contrasenya',
  'password.newPassword': 'Contrasenya nova',
  'password.showPassword': 'Mostra la contrasenya',
  'password.createTitle': 'Crea un compte',
  'password.createBody': 'Tria una contrasenya per a {email}.',
  'password.loginTitle': 'Inicia la sessió',
  'password.loginBody': 'Introdueix la contrasenya de {email}.',
  'password.forgot': 'Has oblidat la contrasenya?',
  'password.createInstead': 'Crea una contrasenya',
  'password.emailLinkInstead': 'Envia’m un enllaç d’inici de sessió',
  'password.emailCodeInstead': 'Envia’m un codi per correu',
  'password.strengthLabel': 'Seguretat de la contrasenya',
  'password.strength.veryWeak': 'Molt feble',
  'password.strength.weak': 'Feble',
  'password.strength.strong': 'Segura',
  'password.strength.veryStrong': 'Molt segura',
  'password.requirementsLabel': 'Requisits de la contrasenya',
  'password.requirementMet': 'Complert:',
  'password.requirementUnmet': 'Pendent:',
  'password.luds.length': { one: 'Ha de tenir com a mínim {count} caràcter', many: 'Ha de tenir com a mínim {count} de caràcters', other: 'Ha de tenir com a mínim {count} caràcters' },
  'password.luds.complexity': { one: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol', many: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol', other: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol' },
  'password.luds.breached': 'És possible que aquesta contrasenya s’hagi utilitzat en un altre lloc web que ha patit un problema de seguretat. Tria una altra contrasenya.',
  'password.forgotTitle': 'Revisa el correu per obtenir ajuda amb l’inici de sessió!',
  'password.forgotBody': 'Hem enviat un correu electrònic a {email} amb un enllaç per restablir la contrasenya. Segueix l’enllaç per triar-ne una de nova.',
  'password.setNewTitle': 'Revisa el correu!',
  'password.setNewBody': 'Hem enviat un correu electrònic a {email}. Segueix l’enllaç que conté per definir una contrasenya per al teu compte.',
  'password.dedupeTitle': 'Revisa el correu per definir una contrasenya nova',
  'password.dedupeBody': 'Volem assegurar-nos que el teu compte està protegit i que realment ets tu qui inicia la sessió! Hem enviat un correu electrònic a {email}. Segueix l’enllaç que conté per definir una contrasenya nova.',
  'password.breachedTitle': 'Revisa el correu per restablir la contrasenya',
  'password.breachedBody': 'Per protegir el teu compte, hem enviat un correu electrònic a {email}. Segueix l’enllaç que conté per triar una contrasenya nova que no hagis utilitzat enlloc més.',
  'password.didntGetIt': 'No l’has rebut?',
  'password.resend': 'Torna a enviar el correu',
  'password.emailResent': 'Correu reenviat',
  'password.loggingIn': 'S’està iniciant la sessió…',
  'password.resetTitle': 'Restableix la contrasenya',
  'password.resetBody': 'Tria una contrasenya nova per al teu compte.',
  'password.requestNewBody': 'Introdueix la teva adreça electrònica i t’enviarem un enllaç nou.',
  'password.sendNewEmail': 'Envia un correu nou',
  'password.confirmationTitle': 'Fet!',
  'password.confirmationBody': 'Has iniciat la sessió correctament.',
};

export default texts;
