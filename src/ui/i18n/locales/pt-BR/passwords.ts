/** Brazilian Portuguese (pt-BR): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Senha',
  'password.newPassword': 'Nova senha',
  'password.showPassword': 'Mostrar senha',
  'password.createTitle': 'Criar uma conta',
  'password.createBody': 'Escolha uma senha para {email}.',
  'password.loginTitle': 'Fazer login',
  'password.loginBody': 'Digite a senha de {email}.',
  'password.forgot': 'Esqueceu a senha?',
  'password.createInstead': 'Criar uma senha',
  'password.emailLinkInstead': 'Enviar um link de login por e-mail',
  'password.emailCodeInstead': 'Enviar um código por e-mail',
  'password.strengthLabel': 'Força da senha',
  'password.strength.veryWeak': 'Muito fraca',
  'password.strength.weak': 'Fraca',
  'password.strength.strong': 'Forte',
  'password.strength.veryStrong': 'Muito forte',
  'password.requirementsLabel': 'Requisitos da senha',
  'password.requirementMet': 'Atendido:',
  'password.requirementUnmet': 'Pendente:',
  'password.luds.length': { one: 'Deve ter pelo menos {count} caractere', many: 'Deve ter pelo menos {count} de caracteres', other: 'Deve ter pelo menos {count} caracteres' },
  'password.luds.complexity': { one: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', many: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo', other: 'Deve conter {count} dos seguintes: letra maiúscula, letra minúscula, número, símbolo' },
  'password.luds.breached': 'Esta senha pode ter sido usada em outro site que sofreu um problema de segurança. Escolha outra senha.',
  'password.forgotTitle': 'Confira seu e-mail para receber ajuda com o login!',
  'password.forgotBody': 'Enviamos um e-mail para {email} com um link para redefinir sua senha. Acesse o link para escolher uma nova senha.',
  'password.setNewTitle': 'Confira seu e-mail!',
  'password.setNewBody': 'Enviamos um e-mail para {email}. Acesse o link no e-mail para definir uma senha para sua conta.',
  'password.dedupeTitle': 'Confira seu e-mail para definir uma nova senha',
  'password.dedupeBody': 'Queremos garantir que sua conta esteja protegida e que é você mesmo fazendo login! Enviamos um e-mail para {email}. Acesse o link no e-mail para definir uma nova senha.',
  'password.breachedTitle': 'Confira seu e-mail para redefinir sua senha',
  'password.breachedBody': 'Para manter sua conta segura, enviamos um e-mail para {email}. Acesse o link no e-mail para escolher uma nova senha que você não tenha usado em nenhum outro lugar.',
  'password.didntGetIt': 'Não recebeu?',
  'password.resend': 'Reenviar e-mail',
  'password.emailResent': 'E-mail reenviado',
  'password.loggingIn': 'Fazendo login…',
  'password.resetTitle': 'Redefina sua senha',
  'password.resetBody': 'Escolha uma nova senha para sua conta.',
  'password.requestNewBody': 'Digite seu endereço de e-mail e enviaremos um novo link.',
  'password.sendNewEmail': 'Enviar um novo e-mail',
  'password.confirmationTitle': 'Tudo certo!',
  'password.confirmationBody': 'Login feito com sucesso.',
};

export default texts;
