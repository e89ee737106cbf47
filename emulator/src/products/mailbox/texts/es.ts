/** Spanish (es): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const es: EmulatorTexts = {
  'duration.minutes': { one: '{count} minuto', many: '{count} de minutos', other: '{count} minutos' },
  'duration.seconds': { one: '{count} segundo', many: '{count} de segundos', other: '{count} segundos' },
  'otp.subject': 'Tu código de verificación',
  'otp.body': 'Tu código de verificación de {projectName} es {code}. Caduca en {duration}.',
  'magicLink.login.subject': 'Tu enlace de inicio de sesión',
  'magicLink.signup.subject': 'Confirma tu correo electrónico para registrarte',
  'magicLink.login.intro': 'Haz clic en el siguiente enlace para iniciar sesión en {projectName}:',
  'magicLink.signup.intro': 'Haz clic en el siguiente enlace para completar tu registro en {projectName}:',
  'magicLink.expiry': 'Este enlace caduca en {duration}. Si no lo has solicitado, ignora este correo.',
  'passwordReset.subject': 'Restablece tu contraseña',
  'passwordReset.intro': 'Alguien ha solicitado restablecer la contraseña de tu cuenta de {projectName}. Para elegir una nueva contraseña, abre:',
  'passwordReset.loginInstead': 'O inicia sesión sin cambiar tu contraseña:',
  'passwordReset.expiry': 'Estos enlaces caducan en {duration}. Si no lo has solicitado, ignora este correo.',
  'b2b.passwordReset.organization.subject': 'Restablece tu contraseña de {organizationName}',
  'b2b.passwordReset.organization.intro': 'Alguien ha solicitado restablecer tu contraseña de {organizationName}. Para elegir una nueva, abre:',
  'b2b.passwordReset.project.subject': 'Restablece tu contraseña de {projectName}',
  'b2b.passwordReset.project.intro': 'Alguien ha solicitado restablecer tu contraseña de {projectName}. Para elegir una nueva, abre:',
  'b2b.passwordReset.expiry': 'El enlace caduca en {duration}. Si no lo has solicitado, ignora este correo.',
  'b2b.otp.subject': 'Tu código de verificación de {projectName}',
  'b2b.otp.body': 'Tu código para iniciar sesión es {code}. Caduca en {duration}.',
  'b2b.otp.organizationBody': 'Tu código para iniciar sesión en {organizationName} es {code}. Caduca en {duration}.',
  'b2b.magicLink.subject': 'Tu enlace de inicio de sesión de {projectName}',
  'b2b.magicLink.body': 'Inicia sesión en {name}: {link}',
  'b2b.magicLink.expiry': 'El enlace caduca en {duration}.',
};

export default es;
