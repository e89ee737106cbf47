/** Catalan (ca): the emulator's emails and SMS. */
import type { EmulatorTexts } from './en';

const ca: EmulatorTexts = {
  'duration.minutes': { one: '{count} minut', many: '{count} de minuts', other: '{count} minuts' },
  'duration.seconds': { one: '{count} segon', many: '{count} de segons', other: '{count} segons' },
  'otp.subject': 'El teu codi de verificació',
  'otp.body': 'El teu codi de verificació de {projectName} és {code}. Caduca d’aquí a {duration}.',
  'magicLink.login.subject': 'El teu enllaç d’inici de sessió',
  'magicLink.signup.subject': 'Confirma l’adreça electrònica per registrar-te',
  'magicLink.login.intro': 'Fes clic a l’enllaç següent per iniciar la sessió a {projectName}:',
  'magicLink.signup.intro': 'Fes clic a l’enllaç següent per completar el registre a {projectName}:',
  'magicLink.expiry': 'Aquest enllaç caduca d’aquí a {duration}. Si no l’has demanat, ignora aquest correu.',
  'passwordReset.subject': 'Restableix la contrasenya',
  'passwordReset.intro': 'Algú ha demanat restablir la contrasenya del teu compte de {projectName}. Per triar una contrasenya nova, obre:',
  'passwordReset.loginInstead': 'O inicia la sessió sense canviar la contrasenya:',
  'passwordReset.expiry': 'Aquests enllaços caduquen d’aquí a {duration}. Si no ho has demanat, ignora aquest correu.',
  'b2b.passwordReset.organization.subject': 'Restableix la contrasenya de {organizationName}',
  'b2b.passwordReset.organization.intro': 'Algú ha demanat restablir la teva contrasenya de {organizationName}. Per triar-ne una de nova, obre:',
  'b2b.passwordReset.project.subject': 'Restableix la contrasenya de {projectName}',
  'b2b.passwordReset.project.intro': 'Algú ha demanat restablir la teva contrasenya de {projectName}. Per triar-ne una de nova, obre:',
  'b2b.passwordReset.expiry': 'L’enllaç caduca d’aquí a {duration}. Si no ho has demanat, ignora aquest correu.',
  'b2b.otp.subject': 'El teu codi de verificació de {projectName}',
  'b2b.otp.body': 'El teu codi per iniciar la sessió és {code}. Caduca d’aquí a {duration}.',
  'b2b.otp.organizationBody': 'El teu codi per iniciar la sessió a {organizationName} és {code}. Caduca d’aquí a {duration}.',
  'b2b.magicLink.subject': 'El teu enllaç d’inici de sessió de {projectName}',
  'b2b.magicLink.body': 'Inicia la sessió a {name}: {link}',
  'b2b.magicLink.expiry': 'L’enllaç caduca d’aquí a {duration}.',
};

export default ca;
