/** Spanish (es): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Introduce el código de un solo uso',
  'otp.sentTo': 'Te hemos enviado un código de un solo uso de 6 dígitos a {destination}.',
  'otp.verifying': 'Verificando el código…',
  'otp.expiresIn': 'Tu código caduca en {countdown}.',
  'otp.expired': 'Tu código ha caducado.',
  'otp.resend.prompt': '¿No lo has recibido?',
  'otp.resend.initial': 'Reenviar código',
  'otp.resend.sending': 'Enviando…',
  'otp.resend.sent': 'Código enviado',
  'otp.resend.waiting': 'Reenviar código',
  'otp.emailResent': 'Correo reenviado',
  'otp.codeResent': 'Código reenviado',
  'otp.successTitle': '¡Listo!',
  'otp.successBody': 'Tu código de un solo uso se ha verificado correctamente.',
};

export default texts;
