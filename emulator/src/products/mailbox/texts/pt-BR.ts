/** Brazilian Portuguese (pt-BR): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ptBR: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuto', many: '{count} de minutos', other: '{count} minutos' },
  'duration.seconds': { one: '{count} segundo', many: '{count} de segundos', other: '{count} segundos' },
  'otp.subject': 'Seu código de verificação',
  'otp.body': 'Seu código de verificação do {projectName} é {code}. Ele expira em {duration}.',
  'magicLink.login.subject': 'Seu link de login',
  'magicLink.signup.subject': 'Confirme seu e-mail para se cadastrar',
  'magicLink.login.intro': 'Clique no link abaixo para fazer login no {projectName}:',
  'magicLink.signup.intro': 'Clique no link abaixo para concluir seu cadastro no {projectName}:',
  'magicLink.expiry': 'Este link expira em {duration}. Se você não o solicitou, ignore este e-mail.',
  'passwordReset.subject': 'Redefina sua senha',
  'passwordReset.intro': 'Alguém solicitou a redefinição da senha da sua conta {projectName}. Para escolher uma nova senha, abra:',
  'passwordReset.loginInstead': 'Ou faça login sem alterar sua senha:',
  'passwordReset.expiry': 'Estes links expiram em {duration}. Se você não fez essa solicitação, ignore este e-mail.',
  'b2b.passwordReset.organization.subject': 'Redefina sua senha de {organizationName}',
  'b2b.passwordReset.organization.intro': 'Alguém solicitou a redefinição da sua senha de {organizationName}. Para escolher uma nova, abra:',
  'b2b.passwordReset.project.subject': 'Redefina sua senha do {projectName}',
  'b2b.passwordReset.project.intro': 'Alguém solicitou a redefinição da sua senha do {projectName}. Para escolher uma nova, abra:',
  'b2b.passwordReset.expiry': 'O link expira em {duration}. Se você não fez essa solicitação, ignore este e-mail.',
  'b2b.otp.subject': 'Seu código de verificação do {projectName}',
  'b2b.otp.body': 'Seu código de login é {code}. Ele expira em {duration}.',
  'b2b.otp.organizationBody': 'Seu código para fazer login em {organizationName} é {code}. Ele expira em {duration}.',
  'b2b.magicLink.subject': 'Seu link de login do {projectName}',
  'b2b.magicLink.body': 'Faça login em {name}: {link}',
  'b2b.magicLink.expiry': 'O link expira em {duration}.',
};

export default ptBR;
