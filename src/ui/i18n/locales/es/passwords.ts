/** Spanish (es): the password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { PASSWORD_MESSAGES } from '../../../flows/passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'field.password': 'Contraseña',
  'password.newPassword': 'Nueva contraseña',
  'password.showPassword': 'Mostrar contraseña',
  'password.createTitle': 'Crear una cuenta',
  'password.createBody': 'Elige una contraseña para {email}.',
  'password.loginTitle': 'Iniciar sesión',
  'password.loginBody': 'Introduce la contraseña de {email}.',
  'password.forgot': '¿Has olvidado la contraseña?',
  'password.createInstead': 'Crear una contraseña',
  'password.emailLinkInstead': 'Enviarme un enlace de inicio de sesión',
  'password.emailCodeInstead': 'Enviarme un código por correo',
  'password.strengthLabel': 'Seguridad de la contraseña',
  'password.strength.veryWeak': 'Muy débil',
  'password.strength.weak': 'Débil',
  'password.strength.strong': 'Segura',
  'password.strength.veryStrong': 'Muy segura',
  'password.requirementsLabel': 'Requisitos de la contraseña',
  'password.requirementMet': 'Cumplido:',
  'password.requirementUnmet': 'Pendiente:',
  'password.luds.length': { one: 'Debe tener al menos {count} carácter', many: 'Debe tener al menos {count} de caracteres', other: 'Debe tener al menos {count} caracteres' },
  'password.luds.complexity': { one: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo', many: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo', other: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo' },
  'password.luds.breached': 'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elige otra contraseña.',
  'password.forgotTitle': '¡Revisa tu correo para obtener ayuda con el inicio de sesión!',
  'password.forgotBody': 'Hemos enviado a {email} un correo electrónico con un enlace para restablecer tu contraseña. Sigue el enlace para elegir una nueva.',
  'password.setNewTitle': '¡Revisa tu correo!',
  'password.setNewBody': 'Hemos enviado un correo electrónico a {email}. Sigue el enlace que contiene para establecer una contraseña para tu cuenta.',
  'password.dedupeTitle': 'Revisa tu correo para establecer una nueva contraseña',
  'password.dedupeBody': '¡Queremos asegurarnos de que tu cuenta está protegida y de que eres tú quien inicia sesión! Hemos enviado un correo electrónico a {email}. Sigue el enlace que contiene para establecer una nueva contraseña.',
  'password.breachedTitle': 'Revisa tu correo para restablecer tu contraseña',
  'password.breachedBody': 'Para proteger tu cuenta, hemos enviado un correo electrónico a {email}. Sigue el enlace que contiene para elegir una nueva contraseña que no hayas usado en ningún otro sitio.',
  'password.didntGetIt': '¿No lo has recibido?',
  'password.resend': 'Reenviar correo',
  'password.emailResent': 'Correo reenviado',
  'password.loggingIn': 'Iniciando sesión…',
  'password.resetTitle': 'Restablece tu contraseña',
  'password.resetBody': 'Elige una nueva contraseña para tu cuenta.',
  'password.requestNewBody': 'Introduce tu dirección de correo electrónico y te enviaremos un nuevo enlace.',
  'password.sendNewEmail': 'Enviar un nuevo correo',
  'password.confirmationTitle': '¡Listo!',
  'password.confirmationBody': 'Has iniciado sesión correctamente.',
};

export default texts;
