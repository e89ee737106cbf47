/** Spanish (es): the B2B password screens. docs/i18n.md */
import type { PASSWORD_ERROR_MESSAGES } from '../../../flows/password-error-messages';
import type { B2B_PASSWORD_MESSAGES } from '../../../flows/b2b/b2b-passwords/messages';
import type { Translation } from '../../translation';
import passwordErrors from './password-errors';

const texts: Translation<typeof B2B_PASSWORD_MESSAGES & typeof PASSWORD_ERROR_MESSAGES> = {
  ...passwordErrors,
  'b2b.password.field': 'Contraseña',
  'b2b.password.newField': 'Nueva contraseña',
  'b2b.password.show': 'Mostrar contraseña',
  'b2b.password.required': 'Introduce tu contraseña.',
  'b2b.password.loginTitle': 'Inicia sesión con correo y contraseña',
  'b2b.password.loginOrganization': 'Inicia sesión en {organization}',
  'b2b.password.forgot': '¿Has olvidado tu contraseña?',
  'b2b.password.forgotTitle': 'Restablece tu contraseña',
  'b2b.password.forgotOrganization': 'Te enviaremos por correo un enlace para iniciar sesión directamente en tu cuenta o restablecer tu contraseña si ya tienes una.',
  'b2b.password.forgotDiscovery': 'Te enviaremos por correo un enlace de verificación para registrarte o restablecer tu contraseña si ya tienes una.',
  'b2b.password.noPasswordTitle': 'Establece una contraseña por correo',
  'b2b.password.noPasswordBody': 'Todavía no tienes contraseña. Te enviaremos por correo un enlace para establecer una.',
  'b2b.password.breachedTitle': 'Elige una nueva contraseña',
  'b2b.password.breachedBody': 'Te enviaremos por correo un enlace para elegir una nueva contraseña que no hayas usado en ningún otro sitio.',
  'b2b.password.sendLink': 'Enviarme un enlace',
  'b2b.password.sentTitle': 'Revisa tu correo',
  'b2b.password.sentBody': 'Te hemos enviado a {email} un enlace para restablecer tu contraseña.',
  'b2b.password.didntGetIt': '¿No lo has recibido?',
  'b2b.password.resend': 'Reenviar correo',
  'b2b.password.resent': 'Correo reenviado',
  'b2b.password.setNewTitle': 'Establece una nueva contraseña',
  'b2b.password.setNewBody': 'Elige una nueva contraseña para tu cuenta.',
  'b2b.password.noToken': 'Esta página se ha abierto sin un enlace para restablecer la contraseña. Vuelve a abrir el enlace del correo.',
  'b2b.password.strengthScore': 'Seguridad de la contraseña: {score} de 4.',
  'b2b.password.accepted': 'Contraseña aceptada.',
  'b2b.password.notAccepted': 'Contraseña no aceptada.',
  'b2b.password.requirementsLabel': 'Requisitos de la contraseña',
  'b2b.password.requirementMet': 'Cumplido:',
  'b2b.password.requirementUnmet': 'Pendiente:',
  'b2b.password.minimumLength': { one: 'Debe tener al menos {count} carácter', many: 'Debe tener al menos {count} de caracteres', other: 'Debe tener al menos {count} caracteres' },
  'b2b.password.complexity': { one: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo', many: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo', other: 'Debe contener {count} de los siguientes: mayúscula, minúscula, número, símbolo' },
  'b2b.password.breached': 'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elige otra contraseña.',
};

export default texts;
