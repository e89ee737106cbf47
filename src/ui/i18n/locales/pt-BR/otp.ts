/** Brazilian Portuguese (pt-BR): the passcode screens. docs/i18n.md */
import type { OTP_MESSAGES } from '../../../flows/otp/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof OTP_MESSAGES> = {
  'otp.title': 'Digite o código de uso único',
  'otp.sentTo': 'Enviamos um código de uso único de 6 dígitos para {destination}.',
  'otp.verifying': 'Verificando o código…',
  'otp.expiresIn': 'Seu código expira em {countdown}.',
  'otp.expired': 'Seu código expirou.',
  'otp.resend.prompt': 'Não recebeu?',
  'otp.resend.initial': 'Reenviar código',
  'otp.resend.sending': 'Enviando…',
  'otp.resend.sent': 'Código enviado',
  'otp.resend.waiting': 'Reenviar código',
  'otp.emailResent': 'E-mail reenviado',
  'otp.codeResent': 'Código reenviado',
  'otp.successTitle': 'Tudo certo!',
  'otp.successBody': 'Seu código de uso único foi verificado.',
};

export default texts;
