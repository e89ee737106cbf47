/** Portuguese (pt): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const pt: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuto', many: '{count} de minutos', other: '{count} minutos' },
  'duration.seconds': { one: '{count} segundo', many: '{count} de segundos', other: '{count} segundos' },
  'otp.subject': 'O seu código de verificação',
  'otp.body': 'O seu código de verificação de {projectName} é {code}. Expira dentro de {duration}.',
  'magicLink.login.subject': 'O seu link de início de sessão',
  'magicLink.signup.subject': 'Confirme o seu email para se registar',
  'magicLink.login.intro': 'Clique no link abaixo para iniciar sessão em {projectName}:',
  'magicLink.signup.intro': 'Clique no link abaixo para concluir o registo em {projectName}:',
  'magicLink.expiry': 'Este link expira dentro de {duration}. Se não o pediu, ignore este email.',
  'passwordReset.subject': 'Reponha a sua palavra-passe',
  'passwordReset.intro': 'Alguém pediu para repor a palavra-passe da sua conta {projectName}. Para escolher uma nova palavra-passe, abra:',
  'passwordReset.loginInstead': 'Ou inicie sessão sem alterar a palavra-passe:',
  'passwordReset.expiry': 'Estes links expiram dentro de {duration}. Se não fez este pedido, ignore este email.',
  'b2b.passwordReset.organization.subject': 'Reponha a sua palavra-passe de {organizationName}',
  'b2b.passwordReset.organization.intro': 'Alguém pediu para repor a sua palavra-passe de {organizationName}. Para escolher uma nova, abra:',
  'b2b.passwordReset.project.subject': 'Reponha a sua palavra-passe de {projectName}',
  'b2b.passwordReset.project.intro': 'Alguém pediu para repor a sua palavra-passe de {projectName}. Para escolher uma nova, abra:',
  'b2b.passwordReset.expiry': 'O link expira dentro de {duration}. Se não fez este pedido, ignore este email.',
  'b2b.otp.subject': 'O seu código de verificação de {projectName}',
  'b2b.otp.body': 'O seu código para iniciar sessão é {code}. Expira dentro de {duration}.',
  'b2b.otp.organizationBody': 'O seu código para iniciar sessão em {organizationName} é {code}. Expira dentro de {duration}.',
  'b2b.magicLink.subject': 'O seu link de início de sessão de {projectName}',
  'b2b.magicLink.body': 'Inicie sessão em {name}: {link}',
  'b2b.magicLink.expiry': 'O link expira dentro de {duration}.',
};

export default pt;
