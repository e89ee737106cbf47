/** Spanish (es): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Elige cómo quieres continuar',
  'b2b.email.method.link': 'Enviarme un enlace de inicio de sesión',
  'b2b.email.method.code': 'Enviarme un código por correo',
  'b2b.email.otp.title': 'Introduce el código de un solo uso',
  'b2b.email.otp.sentTo': 'Te hemos enviado un código de un solo uso de 6 dígitos a {email}.',
  'b2b.email.otp.label': 'Introduce el código de un solo uso',
  'b2b.email.otp.verifying': 'Verificando el código…',
  'b2b.email.otp.resendPrompt': '¿No lo has recibido?',
  'b2b.email.otp.resend': 'Reenviar código',
  'b2b.email.otp.resent': 'Código reenviado',
  'b2b.email.otp.expiresIn': 'Tu código caduca en {countdown}.',
  'b2b.email.otp.expired': 'Tu código ha caducado.',
  'b2b.email.sent.title': 'Revisa tu correo',
  'b2b.email.sent.sentTo': 'Se ha enviado un correo electrónico a {email}.',
  'b2b.email.sent.resendPrompt': '¿No lo has recibido?',
  'b2b.email.sent.resend': 'Reenviar correo',
  'b2b.email.sent.resent': 'Correo reenviado',
  'b2b.email.tryAgain': 'Probar con otro correo electrónico',
};

export default texts;
