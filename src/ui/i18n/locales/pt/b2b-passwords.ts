/** Portuguese (pt): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Palavra-passe',
  'b2b.password.newField': 'Nova palavra-passe',
  'b2b.password.show': 'Mostrar palavra-passe',
  'b2b.password.required': 'Introduza a sua palavra-passe.',
  'b2b.password.loginTitle': 'Iniciar sessão com email e palavra-passe',
  'b2b.password.loginOrganization': 'Iniciar sessão em {organization}',
  'b2b.password.forgot': 'Esqueceu-se da palavra-passe?',
  'b2b.password.forgotTitle': 'Repor a palavra-passe',
  'b2b.password.forgotOrganization': 'Vamos enviar-lhe por email um link para iniciar sessão diretamente na sua conta ou repor a palavra-passe, caso tenha uma.',
  'b2b.password.forgotDiscovery': 'Vamos enviar-lhe por email um link de verificação para criar uma conta ou repor a palavra-passe, caso tenha uma.',
  'b2b.password.noPasswordTitle': 'Definir uma palavra-passe por email',
  'b2b.password.noPasswordBody': 'Ainda não tem uma palavra-passe. Vamos enviar-lhe por email um link para definir uma.',
  'b2b.password.breachedTitle': 'Escolha uma nova palavra-passe',
  'b2b.password.breachedBody': 'Vamos enviar-lhe por email um link para escolher uma nova palavra-passe que não tenha utilizado noutro local.',
  'b2b.password.sendLink': 'Enviar-me um link',
  'b2b.password.sentTitle': 'Verifique o seu email',
  'b2b.password.sentBody': 'Foi enviado para {email} um link para repor a sua palavra-passe.',
  'b2b.password.didntGetIt': 'Não o recebeu?',
  'b2b.password.resend': 'Reenviar email',
  'b2b.password.resent': 'Email reenviado',
  'b2b.password.setNewTitle': 'Defina uma nova palavra-passe',
  'b2b.password.setNewBody': 'Escolha uma nova palavra-passe para a sua conta.',
  'b2b.password.noToken': 'Esta página foi aberta sem um link de reposição da palavra-passe. Abra novamente o link do seu email.',
  'b2b.password.strengthScore': 'Força da palavra-passe: {score} em 4.',
  'b2b.password.accepted': 'Palavra-passe aceite.',
  'b2b.password.notAccepted': 'Palavra-passe não aceite.',
  'b2b.password.requirementsLabel': 'Requisitos da palavra-passe',
  'b2b.password.requirementMet': 'Cumprido:',
  'b2b.password.requirementUnmet': 'Por cumprir:',
  'b2b.password.minimumLength': { one: 'Tem de ter pelo menos {count} carácter', many: 'Tem de ter pelo menos {count} de caracteres', other: 'Tem de ter pelo menos {count} caracteres' },
  'b2b.password.complexity': { one: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', many: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', other: 'Tem de conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo' },
  'b2b.password.breached': 'Esta palavra-passe pode ter sido utilizada noutro site que sofreu um problema de segurança. Escolha outra palavra-passe.',
};

export default texts;
