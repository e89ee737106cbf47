/** Brazilian Portuguese (pt-BR): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Senha',
  'b2b.password.newField': 'Nova senha',
  'b2b.password.show': 'Mostrar senha',
  'b2b.password.required': 'Digite sua senha.',
  'b2b.password.loginTitle': 'Fazer login com e-mail e senha',
  'b2b.password.loginOrganization': 'Fazer login em {organization}',
  'b2b.password.forgot': 'Esqueceu sua senha?',
  'b2b.password.forgotTitle': 'Redefina sua senha',
  'b2b.password.forgotOrganization': 'Enviaremos por e-mail um link para você fazer login diretamente na sua conta ou redefinir sua senha, caso tenha uma.',
  'b2b.password.forgotDiscovery': 'Enviaremos por e-mail um link de verificação para você criar uma conta ou redefinir sua senha, caso tenha uma.',
  'b2b.password.noPasswordTitle': 'Definir uma senha por e-mail',
  'b2b.password.noPasswordBody': 'Você ainda não tem uma senha. Enviaremos por e-mail um link para você definir uma.',
  'b2b.password.breachedTitle': 'Escolha uma nova senha',
  'b2b.password.breachedBody': 'Enviaremos por e-mail um link para você escolher uma nova senha que não tenha usado em nenhum outro lugar.',
  'b2b.password.sendLink': 'Enviar um link por e-mail',
  'b2b.password.sentTitle': 'Confira seu e-mail',
  'b2b.password.sentBody': 'Enviamos para {email} um link para redefinir sua senha.',
  'b2b.password.didntGetIt': 'Não recebeu?',
  'b2b.password.resend': 'Reenviar e-mail',
  'b2b.password.resent': 'E-mail reenviado',
  'b2b.password.setNewTitle': 'Defina uma nova senha',
  'b2b.password.setNewBody': 'Escolha uma nova senha para sua conta.',
  'b2b.password.noToken': 'Esta página foi aberta sem um link de redefinição de senha. Abra novamente o link do seu e-mail.',
  'b2b.password.strengthScore': 'Força da senha: {score} de 4.',
  'b2b.password.accepted': 'Senha aceita.',
  'b2b.password.notAccepted': 'Senha não aceita.',
  'b2b.password.requirementsLabel': 'Requisitos da senha',
  'b2b.password.requirementMet': 'Atendido:',
  'b2b.password.requirementUnmet': 'Pendente:',
  'b2b.password.minimumLength': { one: 'Deve ter pelo menos {count} caractere', many: 'Deve ter pelo menos {count} de caracteres', other: 'Deve ter pelo menos {count} caracteres' },
  'b2b.password.complexity': { one: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', many: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', other: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo' },
  'b2b.password.breached': 'Esta senha pode ter sido usada em outro site que sofreu um problema de segurança. Escolha outra senha.',
};

export default texts;
