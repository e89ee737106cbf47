/** Portuguese (pt): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Palavra-passe',
  'password.newPassword': 'Nova palavra-passe',
  'password.showPassword': 'Mostrar palavra-passe',
  'password.createTitle': 'Criar uma conta',
  'password.createBody': 'Escolha uma palavra-passe para {email}.',
  'password.loginTitle': 'Iniciar sessão',
  'password.loginBody': 'Introduza a palavra-passe de {email}.',
  'password.forgot': 'Esqueceu-se da palavra-passe?',
  'password.createInstead': 'Criar antes uma palavra-passe',
  'password.emailLinkInstead': 'Enviar-me um link de início de sessão',
  'password.emailCodeInstead': 'Enviar-me um código por email',
  'password.strengthLabel': 'Força da palavra-passe',
  'password.strength.veryWeak': 'Muito fraca',
  'password.strength.weak': 'Fraca',
  'password.strength.strong': 'Forte',
  'password.strength.veryStrong': 'Muito forte',
  'password.requirementsLabel': 'Requisitos da palavra-passe',
  'password.requirementMet': 'Cumprido:',
  'password.requirementUnmet': 'Por cumprir:',
  'password.luds.length': { one: 'Tem de ter pelo menos {count} carácter', many: 'Tem de ter pelo menos {count} de caracteres', other: 'Tem de ter pelo menos {count} caracteres' },
  'password.luds.complexity': { one: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', many: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', other: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo' },
  'password.luds.breached': 'Esta palavra-passe pode ter sido utilizada noutro site que sofreu um problema de segurança. Escolha outra palavra-passe.',
  'password.forgotTitle': 'Verifique o seu email para obter ajuda com o início de sessão!',
  'password.forgotBody': 'Enviámos um email para {email} com um link para repor a sua palavra-passe. Siga o link para escolher uma nova palavra-passe.',
  'password.setNewTitle': 'Verifique o seu email!',
  'password.setNewBody': 'Enviámos um email para {email}. Siga o link incluído para definir uma palavra-passe para a sua conta.',
  'password.dedupeTitle': 'Verifique o seu email para definir uma nova palavra-passe',
  'password.dedupeBody': 'Queremos garantir que a sua conta está protegida e que é mesmo o utilizador a iniciar sessão! Enviámos um email para {email}. Siga o link incluído para definir uma nova palavra-passe.',
  'password.breachedTitle': 'Verifique o seu email para repor a palavra-passe',
  'password.breachedBody': 'Para manter a sua conta segura, enviámos um email para {email}. Siga o link incluído para escolher uma nova palavra-passe que não tenha utilizado noutro local.',
  'password.didntGetIt': 'Não o recebeu?',
  'password.resend': 'Reenviar email',
  'password.emailResent': 'Email reenviado',
  'password.loggingIn': 'A iniciar sessão…',
  'password.resetTitle': 'Repor a palavra-passe',
  'password.resetBody': 'Escolha uma nova palavra-passe para a sua conta.',
  'password.requestNewBody': 'Introduza o seu endereço de email e enviar-lhe-emos um novo link.',
  'password.sendNewEmail': 'Enviar um novo email',
  'password.confirmationTitle': 'Concluído!',
  'password.confirmationBody': 'Sessão iniciada com êxito.',
};

export default texts;
