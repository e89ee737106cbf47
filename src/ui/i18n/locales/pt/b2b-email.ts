/** Portuguese (pt): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Selecione como pretende continuar',
  'b2b.email.method.link': 'Enviar-me um link de início de sessão',
  'b2b.email.method.code': 'Enviar-me um código por email',
  'b2b.email.otp.title': 'Introduza o código de utilização única',
  'b2b.email.otp.sentTo': 'Foi enviado um código de utilização única de 6 dígitos para {email}.',
  'b2b.email.otp.label': 'Introduza o código de utilização única',
  'b2b.email.otp.verifying': 'A verificar o código…',
  'b2b.email.otp.resendPrompt': 'Não o recebeu?',
  'b2b.email.otp.resend': 'Reenviar código',
  'b2b.email.otp.resent': 'Código reenviado',
  'b2b.email.otp.expiresIn': 'O seu código expira dentro de {countdown}.',
  'b2b.email.otp.expired': 'O seu código expirou.',
  'b2b.email.sent.title': 'Verifique o seu email',
  'b2b.email.sent.sentTo': 'Foi enviado um email para {email}.',
  'b2b.email.sent.resendPrompt': 'Não o recebeu?',
  'b2b.email.sent.resend': 'Reenviar email',
  'b2b.email.sent.resent': 'Email reenviado',
  'b2b.email.tryAgain': 'Experimentar outro endereço de email',
};

export default texts;
