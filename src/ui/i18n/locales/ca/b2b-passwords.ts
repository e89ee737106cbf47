/** Catalan (ca): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Contrasenya',
  'b2b.password.newField': 'Contrasenya nova',
  'b2b.password.show': 'Mostra la contrasenya',
  'b2b.password.required': 'Introdueix la contrasenya.',
  'b2b.password.loginTitle': 'Inicia la sessió amb el correu i la contrasenya',
  'b2b.password.loginOrganization': 'Inicia la sessió a {organization}',
  'b2b.password.forgot': 'Has oblidat la contrasenya?',
  'b2b.password.forgotTitle': 'Restableix la contrasenya',
  'b2b.password.forgotOrganization': 'T’enviarem per correu un enllaç per iniciar la sessió directament al teu compte o per restablir la contrasenya, si en tens una.',
  'b2b.password.forgotDiscovery': 'T’enviarem per correu un enllaç de verificació per registrar-te o per restablir la contrasenya, si en tens una.',
  'b2b.password.noPasswordTitle': 'Defineix una contrasenya per correu',
  'b2b.password.noPasswordBody': 'Encara no tens contrasenya. T’enviarem per correu un enllaç per definir-ne una.',
  'b2b.password.breachedTitle': 'Tria una contrasenya nova',
  'b2b.password.breachedBody': 'T’enviarem per correu un enllaç per triar una contrasenya nova que no hagis utilitzat enlloc més.',
  'b2b.password.sendLink': 'Envia’m un enllaç',
  'b2b.password.sentTitle': 'Revisa el correu',
  'b2b.password.sentBody': 'T’hem enviat un enllaç per restablir la contrasenya a {email}.',
  'b2b.password.didntGetIt': 'No l’has rebut?',
  'b2b.password.resend': 'Torna a enviar el correu',
  'b2b.password.resent': 'Correu reenviat',
  'b2b.password.setNewTitle': 'Defineix una contrasenya nova',
  'b2b.password.setNewBody': 'Tria una contrasenya nova per al teu compte.',
  'b2b.password.noToken': 'Aquesta pàgina s’ha obert sense un enllaç per restablir la contrasenya. Torna a obrir l’enllaç del correu.',
  'b2b.password.strengthScore': 'Seguretat de la contrasenya: {score} de 4.',
  'b2b.password.accepted': 'Contrasenya acceptada.',
  'b2b.password.notAccepted': 'Contrasenya no acceptada.',
  'b2b.password.requirementsLabel': 'Requisits de la contrasenya',
  'b2b.password.requirementMet': 'Complert:',
  'b2b.password.requirementUnmet': 'Pendent:',
  'b2b.password.minimumLength': { one: 'Ha de tenir com a mínim {count} caràcter', many: 'Ha de tenir com a mínim {count} de caràcters', other: 'Ha de tenir com a mínim {count} caràcters' },
  'b2b.password.complexity': { one: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol', many: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol', other: 'Ha de contenir {count} dels elements següents: majúscula, minúscula, número, símbol' },
  'b2b.password.breached': 'És possible que aquesta contrasenya s’hagi utilitzat en un altre lloc web que ha patit un problema de seguretat. Tria una altra contrasenya.',
};

export default texts;
