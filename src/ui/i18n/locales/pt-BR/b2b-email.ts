/** Brazilian Portuguese (pt-BR): the B2B email screens. docs/i18n.md */
import type { B2B_EMAIL_MESSAGES } from '../../../flows/b2b/b2b-email/messages';
import type { Translation } from '../../translation';

const texts: Translation<typeof B2B_EMAIL_MESSAGES> = {
  'b2b.email.method.title': 'Escolha como você quer continuar',
  'b2b.email.method.link': 'Enviar um link de login por e-mail',
  'b2b.email.method.code': 'Enviar um código por e-mail',
  'b2b.email.otp.title': 'Digite o código de uso único',
  'b2b.email.otp.sentTo': 'Enviamos um código de uso único de 6 dígitos para {email}.',
  'b2b.email.otp.label': 'Digite o código de uso único',
  'b2b.email.otp.verifying': 'Verificando o código…',
  'b2b.email.otp.resendPrompt': 'Não recebeu?',
  'b2b.email.otp.resend': 'Reenviar código',
  'b2b.email.otp.resent': 'Código reenviado',
  'b2b.email.otp.expiresIn': 'Seu código expira em {countdown}.',
  'b2b.email.otp.expired': 'Seu código expirou.',
  'b2b.email.sent.title': 'Confira seu e-mail',
  'b2b.email.sent.sentTo': 'Enviamos um e-mail para {email}.',
  'b2b.email.sent.resendPrompt': 'Não recebeu?',
  'b2b.email.sent.resend': 'Reenviar e-mail',
  'b2b.email.sent.resent': 'E-mail reenviado',
  'b2b.email.tryAgain': 'Tentar outro endereço de e-mail',
};

export default texts;
