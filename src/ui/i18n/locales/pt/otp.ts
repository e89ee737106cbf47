/** Portuguese (pt): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Introduza o código de utilização única',
  'otp.sentTo': 'Foi enviado um código de utilização única de 6 dígitos para {destination}.',
  'otp.verifying': 'A verificar o código…',
  'otp.expiresIn': 'O seu código expira dentro de {countdown}.',
  'otp.expired': 'O seu código expirou.',
  'otp.resend.prompt': 'Não o recebeu?',
  'otp.resend.initial': 'Reenviar código',
  'otp.resend.sending': 'A enviar…',
  'otp.resend.sent': 'Código enviado',
  'otp.resend.waiting': 'Reenviar código',
  'otp.emailResent': 'Email reenviado',
  'otp.codeResent': 'Código reenviado',
  'otp.successTitle': 'Concluído!',
  'otp.successBody': 'O seu código de utilização única foi verificado com êxito.',
};

export default texts;
